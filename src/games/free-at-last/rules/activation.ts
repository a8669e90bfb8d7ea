import type { Activation, ProjectCard } from '../data/schema.js';

/** Whether a Project meets an activation that does not depend on the card played. */
export function metByProject(a: Activation, card: ProjectCard): boolean {
  switch (a.by) {
    case 'project-type':
      return card.type === a.projectType;
    case 'project-kind':
      return card.kind === a.kind;
    case 'state':
      return card.state === a.state;
    case 'always':
      return true;
    default:
      return false;
  }
}
