import { PALETTE_SIZE, SHAPE, STYLE } from '../scene/scene-types';

/**
 * GLSL ES 3.00 sources. Shapes are drawn as instanced quads whose fragments evaluate the shape's
 * signed distance (the same functions as hit/shape-distance.ts), which gives every pad a crisp,
 * anti-aliased edge at any zoom without tessellation. u_map is the view transform in clip space
 * (see clipMapping); u_pxPerMm is DEVICE px per mm.
 */

const COLOR_LOGIC = `
uniform vec4 u_palette[${PALETTE_SIZE}];
uniform float u_net;
uniform float u_far;
uniform vec4 u_bg;
vec4 baseColor(float style, float net) {
  vec4 c = u_palette[int(style + 0.5)];
  if (u_far > 0.5) c = vec4(u_palette[${STYLE.padFar}].rgb, 0.6);
  if (u_net >= 0.0 && style < 16.0) {
    if (abs(net - u_net) < 0.5) c = u_palette[${STYLE.netHighlight}];
    else c.rgb = mix(c.rgb, u_bg.rgb, 0.72);
  }
  return c;
}
`;

export const SHAPE_VS = `#version 300 es
layout(location = 0) in vec4 a_geom;
layout(location = 1) in vec4 a_shape;
layout(location = 2) in vec2 a_meta;
uniform vec4 u_map;
uniform float u_pxPerMm;
uniform float u_marginPx;
out vec2 v_local;
flat out vec4 v_geom;
flat out vec4 v_shape;
flat out vec4 v_color;
${COLOR_LOGIC}
void main() {
  vec2 halfSize = a_shape.y == ${SHAPE.ring}.0 ? vec2(a_geom.z) : a_geom.zw;
  // Each record is stored for 4 consecutive vertices; the vertex's rank gives its quad corner.
  vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1)) * 2.0 - 1.0;
  vec2 local = corner * (halfSize + u_marginPx / u_pxPerMm);
  float c = cos(a_shape.x);
  float s = sin(a_shape.x);
  vec2 p = a_geom.xy + vec2(c * local.x - s * local.y, s * local.x + c * local.y);
  gl_Position = vec4(u_map.x * p.x + u_map.y, u_map.z * p.y + u_map.w, 0.0, 1.0);
  v_local = local;
  v_geom = a_geom;
  v_shape = a_shape;
  v_color = baseColor(a_meta.y, a_meta.x);
}
`;

export const SHAPE_FS = `#version 300 es
precision highp float;
in vec2 v_local;
flat in vec4 v_geom;
flat in vec4 v_shape;
flat in vec4 v_color;
uniform float u_pxPerMm;
uniform float u_mode;
uniform float u_lineWidthPx;
uniform vec3 u_drill;
out vec4 outColor;
float sdBox(vec2 p, vec2 b) {
  vec2 d = abs(p) - b;
  return length(max(d, 0.0)) + min(max(d.x, d.y), 0.0);
}
float sdShape(vec2 p, vec2 h, float shape, float corner) {
  if (shape == ${SHAPE.circle}.0) return length(p) - h.x;
  if (shape == ${SHAPE.rect}.0) return sdBox(p, h);
  if (shape == ${SHAPE.roundrect}.0) return sdBox(p, h - corner) - corner;
  if (h.x >= h.y) return length(vec2(max(abs(p.x) - (h.x - h.y), 0.0), p.y)) - h.y;
  return length(vec2(p.x, max(abs(p.y) - (h.y - h.x), 0.0))) - h.x;
}
void main() {
  vec4 color = v_color;
  float alpha;
  if (v_shape.y == ${SHAPE.ring}.0) {
    // Test-point ring: a stroke just outside the copper, constant in screen px.
    float r = v_geom.z * u_pxPerMm + 2.0 * u_lineWidthPx;
    alpha = clamp(0.5 + 0.5 * u_lineWidthPx - abs(length(v_local) * u_pxPerMm - r), 0.0, 1.0);
    // Rings around copper smaller than a few pixels only clutter the picture: fade them out.
    alpha *= clamp((v_geom.z * u_pxPerMm - 1.0) / 2.0, 0.0, 1.0);
  } else {
    float d = sdShape(v_local, v_geom.zw, v_shape.y, v_shape.z) * u_pxPerMm;
    if (u_mode > 0.5) {
      // Outline mode: a band of u_lineWidthPx starting one pixel outside the edge.
      alpha = clamp(0.5 + 0.5 * u_lineWidthPx - abs(d - 1.0 - 0.5 * u_lineWidthPx), 0.0, 1.0);
    } else {
      alpha = clamp(0.5 - d, 0.0, 1.0);
      if (v_shape.w > 0.0) {
        float dd = (length(v_local) - v_shape.w) * u_pxPerMm;
        color.rgb = mix(u_drill, color.rgb, clamp(dd + 0.5, 0.0, 1.0));
      }
    }
  }
  if (alpha <= 0.0) discard;
  outColor = vec4(color.rgb, color.a * alpha);
}
`;

export const TRI_VS = `#version 300 es
layout(location = 0) in vec2 a_pos;
layout(location = 1) in vec2 a_meta;
uniform vec4 u_map;
flat out vec4 v_color;
${COLOR_LOGIC}
void main() {
  gl_Position = vec4(u_map.x * a_pos.x + u_map.y, u_map.z * a_pos.y + u_map.w, 0.0, 1.0);
  v_color = baseColor(a_meta.y, a_meta.x);
}
`;

export const TRI_FS = `#version 300 es
precision mediump float;
flat in vec4 v_color;
out vec4 outColor;
void main() {
  outColor = v_color;
}
`;

/** Segments widened in screen space, so outlines keep their pixel width at every zoom. */
export const SEG_VS = `#version 300 es
layout(location = 0) in vec4 a_seg;
layout(location = 1) in float a_style;
uniform vec4 u_map;
uniform vec2 u_viewport;
uniform float u_lineWidthPx;
uniform vec4 u_palette[${PALETTE_SIZE}];
out float v_across;
flat out vec4 v_color;
void main() {
  vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1) * 2.0 - 1.0);
  vec2 halfVp = 0.5 * u_viewport;
  vec2 s0 = vec2(u_map.x * a_seg.x + u_map.y, u_map.z * a_seg.y + u_map.w) * halfVp;
  vec2 s1 = vec2(u_map.x * a_seg.z + u_map.y, u_map.z * a_seg.w + u_map.w) * halfVp;
  vec2 dir = s1 - s0;
  float len = length(dir);
  dir = len > 1e-6 ? dir / len : vec2(1.0, 0.0);
  vec2 n = vec2(-dir.y, dir.x);
  float hw = 0.5 * u_lineWidthPx + 1.0;
  vec2 s = mix(s0, s1, corner.x) + dir * (2.0 * corner.x - 1.0) * hw + n * corner.y * hw;
  gl_Position = vec4(s / halfVp, 0.0, 1.0);
  v_across = corner.y * hw;
  v_color = u_palette[int(a_style + 0.5)];
}
`;

export const SEG_FS = `#version 300 es
precision highp float;
in float v_across;
flat in vec4 v_color;
uniform float u_lineWidthPx;
out vec4 outColor;
void main() {
  vec4 c = v_color;
  float alpha = clamp(0.5 * u_lineWidthPx + 0.5 - abs(v_across), 0.0, 1.0);
  if (alpha <= 0.0) discard;
  outColor = vec4(c.rgb, c.a * alpha);
}
`;

/** Draws the cached board texture as one quad (corners from gl_VertexID, rect in clip space). */
export const BLIT_VS = `#version 300 es
uniform vec4 u_rect;
out vec2 v_uv;
void main() {
  vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
  v_uv = corner;
  gl_Position = vec4(mix(u_rect.xy, u_rect.zw, corner), 0.0, 1.0);
}
`;

export const BLIT_FS = `#version 300 es
precision mediump float;
in vec2 v_uv;
uniform sampler2D u_tex;
out vec4 outColor;
void main() {
  outColor = texture(u_tex, v_uv);
}
`;
