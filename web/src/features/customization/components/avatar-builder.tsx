import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { avatarDataUrl } from '@chess-quest/protocol/avatar-svg';
import { AVATAR_PARTS, CUSTOMIZATION_MESSAGES as MESSAGES, type AvatarParts } from '@chess-quest/protocol/customization';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessageOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { authKeys } from '../../../api/query-keys';
import { useAuth } from '../../../lib/use-auth';
import { useUpdateCustomization } from '../api/update-customization';
import { PlansLink } from '../../../components/plans-link';

const START: AvatarParts = {
  skin: AVATAR_PARTS.skin[1],
  hair: 'short',
  hairColor: AVATAR_PARTS.hairColor[1],
  eyes: 'round',
  mouth: 'smile',
  accessory: 'none',
  background: AVATAR_PARTS.background[0],
};

const LABELS: Record<keyof AvatarParts, string> = {
  skin: 'Skin',
  hair: 'Hair',
  hairColor: 'Hair colour',
  eyes: 'Eyes',
  mouth: 'Mouth',
  accessory: 'Extra',
  background: 'Background',
};
const COLOUR_PARTS = new Set<keyof AvatarParts>(['skin', 'hairColor', 'background']);

/** Spec §6: premium children build an avatar from built-in parts; free accounts keep the built-in avatars. */
export function AvatarBuilder({ avatar }: { avatar: AvatarParts | null }) {
  const { user } = useAuth();
  const premium = user?.subscriptionStatus === 'active';
  const [parts, setParts] = useState<AvatarParts>(avatar ?? START);
  const update = useUpdateCustomization();
  const queryClient = useQueryClient();

  if (!premium) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-4 pt-6">
          <p className="text-lg">{MESSAGES.avatarPremium}</p>
          <PlansLink className={buttonClassName('premium')}>See Premium</PlansLink>
        </CardContent>
      </Card>
    );
  }

  const save = (next: AvatarParts | null) =>
    update.mutate(
      { avatar: next },
      {
        onSuccess: () => {
          toast({ title: MESSAGES.updatedTitle, description: 'Your avatar has been saved.' });
          // The header and every other place show the profile picture: read it again.
          void queryClient.invalidateQueries({ queryKey: authKeys.user() });
        },
        onError: (error) => toast({ title: MESSAGES.failedTitle, description: errorMessageOf(error), variant: 'destructive' }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Build your avatar</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[auto_1fr]">
        <img src={avatarDataUrl(parts)} alt="Your avatar" className="size-40 rounded-full" data-avatar-preview="" />
        <div className="grid gap-4">
          {(Object.keys(AVATAR_PARTS) as (keyof AvatarParts)[]).map((part) => (
            <fieldset key={part}>
              <legend className="mb-2 font-semibold">{LABELS[part]}</legend>
              <div className="flex flex-wrap gap-2">
                {AVATAR_PARTS[part].map((value) => {
                  const chosen = parts[part] === value;
                  return (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={chosen}
                      aria-label={COLOUR_PARTS.has(part) ? `${LABELS[part]} ${AVATAR_PARTS[part].indexOf(value as never) + 1}` : undefined}
                      onClick={() => setParts({ ...parts, [part]: value })}
                      className={`min-h-11 min-w-11 rounded-full border-2 px-3 font-semibold capitalize ${chosen ? 'border-teal ring-2 ring-teal' : 'border-line'}`}
                      style={COLOUR_PARTS.has(part) ? { backgroundColor: value } : undefined}
                    >
                      {COLOUR_PARTS.has(part) ? '' : value}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => save(parts)} disabled={update.isPending}>
              Save my avatar
            </Button>
            {avatar && (
              <Button variant="outline" onClick={() => save(null)} disabled={update.isPending}>
                Use my built-in avatar
              </Button>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
