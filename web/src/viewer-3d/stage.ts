import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { FrameBudget } from './frame-budget';
import { createRenderer } from './renderer';

/** What a stage shows: a group in the board frame (mm, z up), the point to orbit and the radius of a sphere around it that holds the content. */
export interface StageContent {
  group: THREE.Group;
  /** Called before each frame: lets the content draw less detail while the camera moves (decision 0049). */
  detail?: (view: ViewDetail) => void;
  centre: THREE.Vector3;
  radius: number;
}

/**
 * While the camera moves, the share of each axis's pixels drawn adapts to hold 50 frames/s
 * (`FrameBudget`), from half resolution down to a quarter or up to full; still frames are drawn at
 * full resolution (decision 0049).
 */
const MOVING = { budgetMs: 20, min: 0.25, max: 1, initial: 0.5 };
/** A frame asked for within one display tick (60 Hz) of the last one was wanted back to back. */
const TICK_MS = 1000 / 60;

/** How a frame is drawn: drawing-buffer pixels per mm at the point orbited, and whether the camera moves. */
export interface ViewDetail {
  pxPerMm: number;
  moving: boolean;
}

/** What the stage tells `onFrame` after each frame it draws. */
export interface StageFrame {
  /** requestAnimationFrame's time of the frame (ms). */
  at: number;
  moving: boolean;
  /** Share of each axis's pixels drawn (1 at rest). */
  scale: number;
  /** The drawing buffer's size in pixels. */
  width: number;
  height: number;
}

/**
 * A three.js view in a host element, shared by the board's and the fixture's 3D views: orbit (drag),
 * pan (right-drag or two fingers), zoom (wheel or pinch); reset, top and bottom views. It draws on
 * demand — when the camera moves or the content changes — and, while the camera moves, at the
 * resolution that holds 50 frames/s (at most full, at least a quarter each way): without a GPU
 * (SwiftShader) filling pixels is most of a frame's cost (docs/benchmarks.md, "The 3D view
 * orbiting"). `autoRotate` orbits continuously. After each frame the host's `data-frames` counts
 * frames and `data-scale` is the share of each axis drawn; after each still frame `data-painted` is
 * the share of pixels drawn (0–1), which browser tests read: the drawing buffer is not kept for them
 * to read back.
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
  private readonly budget = new FrameBudget(MOVING);
  /** Time of the last frame drawn while moving (0: the last frame was still, or none yet). */
  private lastMovingAt = 0;
  /** Earliest time a frame was asked for since the last one (input events count from when they happened). */
  private demandAt = Number.POSITIVE_INFINITY;
  private readonly onInput = (e: Event) => {
    this.demandAt = Math.min(this.demandAt, e.timeStamp);
  };
  private readonly onFrame: ((frame: StageFrame) => void) | undefined;

  /** Throws when WebGL is unavailable (three's renderer cannot get a context). */
  constructor(
    private readonly host: HTMLElement,
    options: { autoRotate?: boolean; onFrame?: (frame: StageFrame) => void } = {},
  ) {
    this.onFrame = options.onFrame;
    this.renderer = createRenderer();
    this.renderer.setPixelRatio(this.pixelRatio());
    this.renderer.setSize(host.clientWidth, host.clientHeight);
    this.renderer.domElement.style.display = 'block';
    this.renderer.domElement.style.touchAction = 'none';
    host.appendChild(this.renderer.domElement);
    for (const type of ['pointermove', 'wheel'])
      this.renderer.domElement.addEventListener(type, this.onInput, { passive: true });
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

  /** Starts or stops orbiting continuously (still frames at full resolution once it stops). */
  setAutoRotate(on: boolean): void {
    this.controls.autoRotate = on;
    this.setMoving(false);
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    for (const type of ['pointermove', 'wheel'])
      this.renderer.domElement.removeEventListener(type, this.onInput);
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

  /** Share of each axis's pixels to draw: the frame budget's while moving, all at rest. */
  private scale(): number {
    return this.moving ? this.budget.scale : 1;
  }

  /** Drawing-buffer pixels per mm at the point orbited. */
  private pxPerMm(): number {
    const distance = this.camera.position.distanceTo(this.controls.target);
    const height = this.renderer.getContext().drawingBufferHeight;
    return height / (2 * distance * Math.tan(THREE.MathUtils.degToRad(this.camera.fov) / 2));
  }

  private pixelRatio(): number {
    return Math.min(window.devicePixelRatio, 2) * this.scale();
  }

  private setMoving(moving: boolean): void {
    this.moving = moving || this.controls.autoRotate;
    this.lastMovingAt = 0;
    this.renderer.setPixelRatio(this.pixelRatio());
    this.requestRender();
  }

  private requestRender(): void {
    if (this.frame) return;
    this.demandAt = Math.min(this.demandAt, performance.now());
    this.frame = requestAnimationFrame((now: number) => {
      this.frame = 0;
      // Frames drawn back to back while moving measure how fast this browser draws the scene.
      if (this.moving && this.lastMovingAt > 0 && this.demandAt - this.lastMovingAt <= TICK_MS) {
        if (this.budget.sample(now - this.lastMovingAt)) this.renderer.setPixelRatio(this.pixelRatio());
      }
      this.demandAt = Number.POSITIVE_INFINITY;
      // Auto-rotation moves the camera in update(), which asks for the next frame through 'change'.
      this.controls.update();
      this.content?.detail?.({ pxPerMm: this.pxPerMm(), moving: this.moving });
      this.renderer.render(this.scene, this.camera);
      this.lastMovingAt = this.moving ? now : 0;
      this.frames++;
      if (!this.moving) this.host.dataset.painted = paintedShare(this.renderer).toFixed(3);
      this.host.dataset.frames = String(this.frames);
      this.host.dataset.scale = this.scale().toFixed(3);
      const canvas = this.renderer.domElement;
      this.onFrame?.({
        at: now,
        moving: this.moving,
        scale: this.scale(),
        width: canvas.width,
        height: canvas.height,
      });
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
