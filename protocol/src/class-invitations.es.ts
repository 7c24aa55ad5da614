import type { TEACHER_NEVER_SEES } from './class-invitations';

// Spanish of the class invitations' protocol texts the parent reads (class-invitations.ts; issue 27).

/** A text for each of a list's texts, in its order (a list of another length fails to typecheck). */
type SameList<T extends readonly string[]> = { readonly [K in keyof T]: string };

/** TEACHER_NEVER_SEES, in the same order. */
export const TEACHER_NEVER_SEES_ES: SameList<typeof TEACHER_NEVER_SEES> = [
  'tu correo electrónico y tu contraseña',
  'tu plan y tus pagos',
  'el PIN de padres',
  'tus otros hijos',
  'nada de antes de unirse a la clase',
];
