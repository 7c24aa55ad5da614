/**
 * The protocol's validation messages start with the API field name ("parentPin must be
 * exactly 4 digits"); parents read the form's label instead ("Parent PIN must be …").
 */
export const SIGN_UP_FIELD_LABELS = {
  email: 'Email',
  password: 'Password',
  parentPin: 'Parent PIN',
  childFirstName: "Child's first name",
  childAge: "Child's age",
} as const;

export type SignUpField = keyof typeof SIGN_UP_FIELD_LABELS;

const fields = Object.keys(SIGN_UP_FIELD_LABELS) as SignUpField[];

/** Which field a message is about, if it starts with a field name. */
export function fieldOfMessage(message: string): SignUpField | undefined {
  return fields.find((field) => message === field || message.startsWith(`${field} `));
}

export function humanizeFieldMessage(message: string): string {
  const field = fieldOfMessage(message);
  return field ? SIGN_UP_FIELD_LABELS[field] + message.slice(field.length) : message;
}
