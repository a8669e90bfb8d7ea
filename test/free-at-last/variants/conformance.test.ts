import { variantConformance, variants } from './conformance.suite.js';

// The fast slice of conformance.long.test.ts (issue 36): team play (the advanced game's Challenge
// deck with every seat), one random game per check (the long run: every variant, 2 games).
variantConformance(variants.filter(([name]) => name === 'team play'), 1);
