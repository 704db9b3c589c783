import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { createRenderer } from './renderer';

/** What a stage shows: a group in the board frame (mm, z up), the point to orbit and the radius of a sphere around it that holds the content. */
export interface StageContent {
  group: THREE.Group;
  centre: THREE.Vector3;
  radius: number;
}

/** Share of each axis's pixels drawn while the camera moves; full resolution once it stops. */
const MOVING_SCALE = 0.5;

/**
 * A three.js view in a host element, shared by the board's and the fixture's 3D views: orbit (drag),
 * pan (right-drag or two fingers), zoom (wheel or pinch); reset, top and bottom views. It draws on
 * demand — when the camera moves or the content changes — and, while the camera moves, at half
 * resolution each way: without a GPU (SwiftShader) filling pixels is most of a frame's cost
 * (docs/benchmarks.md, "The 3D view orbiting"). `autoRotate` orbits continuously. After each still
 * frame the host's `data-frames` counts frames and `data-painted` is the share of pixels drawn
 * (0–1), which browser tests read: the drawing buffer is not kept for them to read back.
 */
export class Stage {
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(40, 1, 1, 1000);
  private readonly controls: OrbitControls;
  private readonly resize: ResizeObserver;
  private content: StageContent | null = null;
  private frame = 0;
  private frames = 0;
  private moving = false;

  /** Throws when WebGL is unavailable (three's renderer cannot get a context). */
  constructor(
    private readonly host: HTMLElement,
    options: { autoRotate?: boolean } = {},
  ) {
    this.renderer = createRenderer();
    this.renderer.setPixelRatio(this.pixelRatio());
    this.renderer.setSize(host.clientWidth, host.clientHeight);
    this.renderer.domElement.style.display = 'block';
    this.renderer.domElement.style.touchAction = 'none';
    host.appendChild(this.renderer.domElement);
    this.camera.up.set(0, 0, 1);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.autoRotate = options.autoRotate ?? false;
    this.controls.autoRotateSpeed = 4;
    this.controls.addEventListener('start', () => this.setMoving(true));
    this.controls.addEventListener('end', () => this.setMoving(false));
    this.controls.addEventListener('change', () => this.requestRender());
    if (this.controls.autoRotate) this.setMoving(true);
    this.resize = new ResizeObserver(() => {
      this.renderer.setSize(host.clientWidth, host.clientHeight);
      this.camera.aspect = host.clientWidth / Math.max(host.clientHeight, 1);
      this.camera.updateProjectionMatrix();
      this.requestRender();
    });
    this.resize.observe(host);
  }

  /**
   * Shows `content` instead of what was shown (disposing it): the first content framed by the reset
   * view, later ones (a re-designed fixture) under the camera as it is.
   */
  show(content: StageContent): void {
    const first = this.content === null;
    if (this.content) {
      this.scene.remove(this.content.group);
      disposeGroup(this.content.group);
    }
    this.content = content;
    this.scene.add(content.group);
    this.camera.near = Math.max(content.radius / 100, 0.05);
    this.camera.far = content.radius * 60;
    this.camera.updateProjectionMatrix();
    if (first) this.resetView();
    else this.requestRender();
  }

  /** Shows or hides the content's parts whose `userData.part` is `part`. */
  setPartVisible(part: string, visible: boolean): void {
    this.content?.group.traverse((o) => {
      if (o.userData.part === part) o.visible = visible;
    });
    this.requestRender();
  }

  /** The overall view: from the front right, above the board. */
  resetView(): void {
    this.look(new THREE.Vector3(0.55, -1, 0.85));
  }

  /** Straight down on the top side, or straight up at the bottom side (the board's x still to the right). */
  viewFrom(side: 'top' | 'bottom'): void {
    this.look(new THREE.Vector3(0, -0.001, side === 'top' ? 1 : -1));
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.resize.disconnect();
    this.controls.dispose();
    if (this.content) disposeGroup(this.content.group);
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }

  private look(direction: THREE.Vector3): void {
    if (!this.content) return;
    const { centre, radius } = this.content;
    // Far enough that the content's sphere fits the narrower of the two fields of view.
    const vertical = THREE.MathUtils.degToRad(this.camera.fov);
    const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * this.camera.aspect);
    const distance = (radius / Math.sin(Math.min(vertical, horizontal) / 2)) * 1.1;
    this.camera.position.copy(centre).addScaledVector(direction.normalize(), distance);
    this.controls.target.copy(centre);
    this.controls.update();
    this.requestRender();
  }

  private pixelRatio(): number {
    const full = Math.min(window.devicePixelRatio, 2);
    return this.moving ? full * MOVING_SCALE : full;
  }

  private setMoving(moving: boolean): void {
    this.moving = moving || this.controls.autoRotate;
    this.renderer.setPixelRatio(this.pixelRatio());
    this.requestRender();
  }

  private requestRender(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      // Auto-rotation moves the camera in update(), which asks for the next frame through 'change'.
      this.controls.update();
      this.renderer.render(this.scene, this.camera);
      this.frames++;
      if (!this.moving) this.host.dataset.painted = paintedShare(this.renderer).toFixed(3);
      this.host.dataset.frames = String(this.frames);
    });
  }
}

/** Share of the drawing buffer's pixels drawn (alpha > 0; the clear colour is transparent). */
function paintedShare(renderer: THREE.WebGLRenderer): number {
  const gl = renderer.getContext();
  const [w, h] = [gl.drawingBufferWidth, gl.drawingBufferHeight];
  if (w === 0 || h === 0) return 0;
  const pixels = new Uint8Array(w * h * 4);
  gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  let painted = 0;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted++;
  return painted / (w * h);
}

function disposeGroup(group: THREE.Object3D): void {
  group.traverse((o) => {
    if (o instanceof THREE.Mesh || o instanceof THREE.LineSegments) {
      o.geometry.dispose();
      (o.material as THREE.Material).dispose();
    }
  });
}
