// src/core/update.ts
import { set, setIn, update, updateIn, merge, mergeDeep, remove, removeIn, getIn } from "immutable";

export {
  set,
  setIn,
  update,
  updateIn,
  merge,
  mergeDeep,
  remove,
  removeIn,
  getIn
};
