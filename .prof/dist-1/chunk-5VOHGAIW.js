// src/core/with-key.ts
function withKey(o, k, v) {
  const c = { ...o };
  c[k] = v;
  return c;
}

export {
  withKey
};
