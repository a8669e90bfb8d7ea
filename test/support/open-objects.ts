import * as z from 'zod/mini';

/**
 * The paths of the objects in `schema` (as the user writes it: zod's input side) that accept keys
 * they do not name — `[]` when every object is strict. Records (`additionalProperties` a schema)
 * are open by design and not reported.
 */
export function openObjects(schema: z.ZodMiniType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const open: string[] = [];
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}[${i}]`));
    if (node === null || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (n.properties !== undefined && n.additionalProperties !== false) open.push(path || '(root)');
    for (const [k, v] of Object.entries(n)) walk(v, `${path}/${k}`);
  };
  walk(json, '');
  return open;
}
