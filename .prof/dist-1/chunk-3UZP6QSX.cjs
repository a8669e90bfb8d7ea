"use strict";Object.defineProperty(exports, "__esModule", {value: true});// src/core/update.ts
var _immutable = require('immutable');











exports.set = _immutable.set; exports.setIn = _immutable.setIn; exports.update = _immutable.update; exports.updateIn = _immutable.updateIn; exports.merge = _immutable.merge; exports.mergeDeep = _immutable.mergeDeep; exports.remove = _immutable.remove; exports.removeIn = _immutable.removeIn; exports.getIn = _immutable.getIn;
