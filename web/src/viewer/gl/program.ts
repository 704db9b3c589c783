/** A linked program with its uniform locations looked up once. */
export interface Program {
  program: WebGLProgram;
  uniforms: Map<string, WebGLUniformLocation>;
}

function compileOrThrow(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('WebGL2: could not create a shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS) && !gl.isContextLost()) {
    const log = gl.getShaderInfoLog(shader);
    gl.deleteShader(shader);
    throw new Error(`WebGL2 shader did not compile: ${log}`);
  }
  return shader;
}

export function createProgramOrThrow(gl: WebGL2RenderingContext, vs: string, fs: string): Program {
  const program = gl.createProgram();
  if (!program) throw new Error('WebGL2: could not create a program');
  const v = compileOrThrow(gl, gl.VERTEX_SHADER, vs);
  const f = compileOrThrow(gl, gl.FRAGMENT_SHADER, fs);
  gl.attachShader(program, v);
  gl.attachShader(program, f);
  gl.linkProgram(program);
  gl.deleteShader(v);
  gl.deleteShader(f);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) {
    throw new Error(`WebGL2 program did not link: ${gl.getProgramInfoLog(program)}`);
  }
  const uniforms = new Map<string, WebGLUniformLocation>();
  const n = gl.getProgramParameter(program, gl.ACTIVE_UNIFORMS) as number;
  for (let i = 0; i < n; i++) {
    const info = gl.getActiveUniform(program, i);
    if (!info) continue;
    const name = info.name.replace(/\[0\]$/, '');
    const loc = gl.getUniformLocation(program, info.name);
    if (loc) uniforms.set(name, loc);
  }
  return { program, uniforms };
}

/** Uploads a float array into a new (or the given) ARRAY_BUFFER. */
export function uploadFloats(
  gl: WebGL2RenderingContext,
  data: Float32Array,
  buffer?: WebGLBuffer | null,
): WebGLBuffer {
  const buf = buffer ?? gl.createBuffer();
  if (!buf) throw new Error('WebGL2: could not create a buffer');
  gl.bindBuffer(gl.ARRAY_BUFFER, buf);
  gl.bufferData(gl.ARRAY_BUFFER, data.byteLength > 0 ? data : new Float32Array(4), gl.STATIC_DRAW);
  return buf;
}
