// Structures: array-of-structures particle update (struct loads, copies and stores, nested
// structs), a struct passed by value as a kernel argument, private arrays.
typedef struct { float x, y, z; } vec3;
typedef struct {
  vec3 pos;
  vec3 vel;
  float mass;
  int id;
  uchar flags;
  ushort group;
} particle;

typedef struct { float dt; vec3 gravity; float damping; uint count; } params;

__kernel void particles(__global particle *ps, __global particle *out, params prm) {
  size_t i = get_global_id(0);
  if (i >= prm.count) return;
  particle p = ps[i];
  p.vel.x = (p.vel.x + prm.gravity.x * prm.dt) * prm.damping;
  p.vel.y = (p.vel.y + prm.gravity.y * prm.dt) * prm.damping;
  p.vel.z = (p.vel.z + prm.gravity.z * prm.dt) * prm.damping;
  p.pos.x += p.vel.x * prm.dt;
  p.pos.y += p.vel.y * prm.dt;
  p.pos.z += p.vel.z * prm.dt;
  if (p.pos.y < 0.0f) { p.pos.y = -p.pos.y; p.vel.y = -p.vel.y; p.flags |= 1; }
  p.group = (ushort)(p.id & 0xff);
  out[i] = p;
  particle q = out[prm.count - 1 - i];
  q.mass *= 0.5f;
  ps[i] = q;
}

__kernel void private_array(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  int buf[8];
  for (int k = 0; k < 8; k++) buf[k] = in[i * 8 + k];
  int idx = in[i] & 7;
  buf[idx] += 1;
  int acc = 0;
  for (int k = 0; k < 8; k++) acc = acc * 31 + buf[(k + idx) & 7];
  out[i] = acc;
}
