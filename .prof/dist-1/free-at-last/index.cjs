"use strict";Object.defineProperty(exports, "__esModule", {value: true});



























var _chunkQSXFW45Acjs = require('../chunk-QSXFW45A.cjs');
require('../chunk-CVZZPZL2.cjs');
require('../chunk-3YMKZICE.cjs');
require('../chunk-VUZDBBJQ.cjs');




























exports.actionSchema = _chunkQSXFW45Acjs.actionSchema; exports.challengeInPlaySchema = _chunkQSXFW45Acjs.challengeInPlaySchema; exports.chanceQuestionSchema = _chunkQSXFW45Acjs.chanceQuestionSchema; exports.checkFreeAtLastState = _chunkQSXFW45Acjs.checkFreeAtLastState; exports.componentSetSchema = _chunkQSXFW45Acjs.componentSetSchema; exports.configSchema = _chunkQSXFW45Acjs.configSchema; exports.cubeCensus = _chunkQSXFW45Acjs.cubeCensus; exports.cubesSchema = _chunkQSXFW45Acjs.cubesSchema; exports.describedEventTypes = _chunkQSXFW45Acjs.describedEventTypes; exports.eventSchema = _chunkQSXFW45Acjs.eventSchema; exports.failureMarkers = _chunkQSXFW45Acjs.failureMarkers; exports.flowActionSchemas = _chunkQSXFW45Acjs.flowActionSchemas; exports.freeAtLast = _chunkQSXFW45Acjs.freeAtLast; exports.freeAtLastEndCodes = _chunkQSXFW45Acjs.freeAtLastEndCodes; exports.freeAtLastEvaluate = _chunkQSXFW45Acjs.freeAtLastEvaluate; exports.freeAtLastHeuristic = _chunkQSXFW45Acjs.freeAtLastHeuristic; exports.freeAtLastModule = _chunkQSXFW45Acjs.freeAtLastModule; exports.freeAtLastScenario = _chunkQSXFW45Acjs.freeAtLastScenario; exports.freeAtLastScenarios = _chunkQSXFW45Acjs.freeAtLastScenarios; exports.freeAtLastStateSchema = _chunkQSXFW45Acjs.freeAtLastStateSchema; exports.orgStateSchema = _chunkQSXFW45Acjs.orgStateSchema; exports.organizationSchema = _chunkQSXFW45Acjs.organizationSchema; exports.parseComponents = _chunkQSXFW45Acjs.parseComponents; exports.projectSchema = _chunkQSXFW45Acjs.projectSchema; exports.referenceComponents = _chunkQSXFW45Acjs.referenceComponents; exports.turnOrder = _chunkQSXFW45Acjs.turnOrder; exports.viewSchema = _chunkQSXFW45Acjs.viewSchema;
