import { describe, expect, it } from 'vitest';
import { run } from './run.js';

describe('protest-rules <command> --help', () => {
  it("play --help: play's own usage and every game's config flags, from the config's JSON Schema", async () => {
    const r = await run(['play', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: protest-rules play <game>/);
    expect(r.out).toMatch(/--seat SEAT/);
    expect(r.out).not.toMatch(/protest-rules simulate/);
    expect(r.out).toMatch(/^ {2}free-at-last \(Free at Last\):$/m);
    expect(r.out).toMatch(/^ {4}--players +1–4 \| list of SNCC,CORE,SCLC,NAACP$/m);
    expect(r.out).toMatch(/^ {4}--variable-turn-order +true|false/m);
    expect(r.out).toMatch(/^ {4}--chance +auto\|manual \(default "auto"\)$/m);
    expect(r.out).toMatch(/^ {2}free-at-last-1955 /m);
  });

  it("play <game> --help lists that game's flags only; commands that take no config list none", async () => {
    const r = await run(['play', 'chicago-68', '--help']);
    expect(r.out).toMatch(/--mode +competitive\|solo\|coop \(default "competitive"\)/);
    expect(r.out).not.toMatch(/free-at-last/);
    const replay = await run(['replay', '--help']);
    expect(replay.out).toMatch(/^Usage: protest-rules replay <file.json>/);
    expect(replay.out).not.toMatch(/Config flags/);
  });
});
