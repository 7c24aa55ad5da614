import { useState, type FormEvent } from 'react';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '@chess-quest/protocol/constants';
import { AVATARS, avatarUrl, type AvatarId } from '@chess-quest/protocol/parent';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField, inputClassName } from '../../components/ui/form-field';
import { cn } from '../../lib/cn';

export interface ChildFormValues {
  firstName: string;
  age: number;
  avatar: AvatarId;
}

/** The avatar id behind a profile picture URL, when it is one of the built-in avatars. */
export function avatarIdOf(url: string | null): AvatarId | null {
  return AVATARS.find((avatar) => avatarUrl(avatar.id) === url)?.id ?? null;
}

function AvatarPicker({ value, onChange }: { value: AvatarId; onChange: (id: AvatarId) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 font-semibold text-ink">Avatar</legend>
      <div className="grid grid-cols-4 gap-2">
        {AVATARS.map((avatar) => (
          <label
            key={avatar.id}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-1 rounded-2xl border-2 p-2 text-center text-xs font-semibold',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
              value === avatar.id ? 'border-brand bg-brand-soft text-brand-strong' : 'border-line text-ink',
            )}
          >
            <input
              type="radio"
              name="avatar"
              value={avatar.id}
              checked={value === avatar.id}
              onChange={() => onChange(avatar.id)}
              className="sr-only"
            />
            <img src={avatarUrl(avatar.id)} alt="" className="size-12 rounded-full" />
            {avatar.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Add or edit a child profile: first name, age 6-12, a built-in avatar (no uploads). */
export function ChildForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  initial: ChildFormValues;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (values: ChildFormValues) => void;
}) {
  const [firstName, setFirstName] = useState(initial.firstName);
  const [age, setAge] = useState(String(initial.age));
  const [avatar, setAvatar] = useState<AvatarId>(initial.avatar);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ firstName: firstName.trim(), age: Number(age), avatar });
  };

  return (
    <form onSubmit={submit} className="mt-4 grid gap-5">
      {error && <FormAlert>{error}</FormAlert>}
      <FormField id="child-first-name" label="First name" hint="Only you see it; other players see a made-up player name.">
        {(control) => (
          <input
            {...control}
            required
            maxLength={40}
            autoComplete="off"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            className={inputClassName}
          />
        )}
      </FormField>
      <FormField id="child-age" label="Age">
        {(control) => (
          <select {...control} value={age} onChange={(event) => setAge(event.target.value)} className={inputClassName}>
            {Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, i) => CHILD_AGE_MIN + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <AvatarPicker value={avatar} onChange={setAvatar} />
      <Button type="submit" disabled={pending || firstName.trim() === ''}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
