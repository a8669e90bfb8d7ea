import { restoreProperties, settings } from './restore-property.suite.js';

// The fast slice of restore-property.long.test.ts (issue 36): one random game of each game in auto
// chance (the long run: manual chance and the advanced and solo games too, 3 games each).
restoreProperties(settings.filter(([name]) => ['Free at Last, 3 organizations', "Chicago '68, 2 sides", 'Free At Last (1955–65)'].includes(name)), 1);
