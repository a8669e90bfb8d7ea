"use strict";Object.defineProperty(exports, "__esModule", {value: true});// src/core/with-key.ts
function withKey(o, k, v) {
  const c = { ...o };
  c[k] = v;
  return c;
}



exports.withKey = withKey;
