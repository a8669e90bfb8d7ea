export { actionSpace, maskOf, type ActionSpace, type ActionTypeLayout, type ActionTypeSpec, type FieldDomain, type FieldValue } from './action-space.js';
export { actionTypesOf, type FieldDomains } from './from-schema.js';
export { observer, group, scalar, numbers, oneHot, counts, type Observer, type ObservationLayout, type ObservationPart, type PartGroup, type PartSpec } from './observation.js';
export { withSpaces, cachedBy, type SpacesSpec, type SpacesMembers } from './with-spaces.js';
export { gameJsonSchemas, observationJsonSchema, type GameJsonSchemas, type JsonSchema } from './json-schemas.js';
