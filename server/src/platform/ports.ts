/**
 * What features lend each other, by name (decision 034). A feature that lends something adds
 * it to this interface from its own folder (declaration merging), and returns it from its
 * definition's `provides`:
 *
 *   declare module '../../platform/ports' {
 *     interface Ports { skillsOf(childId: string): Promise<SkillAssessments> }
 *   }
 *
 * A feature that needs it reads `ports.skillsOf` when a request or fact comes. The composition
 * root fills the object as it creates the features; no feature imports another.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Ports {}
