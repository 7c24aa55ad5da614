import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { avatarDataUrl } from '@chess-quest/protocol/avatar-svg';
import { AVATAR_PARTS, type AvatarParts } from '@chess-quest/protocol/customization';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { requestErrorMessage } from '../../../lib/request-error-message';
import { toast } from '../../../lib/toast';
import { authKeys } from '../../../api/query-keys';
import { useAuth } from '../../../lib/use-auth';
import { useUpdateCustomization } from '../api/update-customization';
import { PlansLink } from '../../../components/plans-link';
import { AVATAR_WORDS, MESSAGES } from '../words';

const START: AvatarParts = {
  skin: AVATAR_PARTS.skin[1],
  hair: 'short',
  hairColor: AVATAR_PARTS.hairColor[1],
  eyes: 'round',
  mouth: 'smile',
  accessory: 'none',
  background: AVATAR_PARTS.background[0],
};

const LABELS: Record<keyof AvatarParts, MessageDescriptor> = {
  skin: msg`Skin`,
  hair: msg`Hair`,
  hairColor: msg`Hair colour`,
  eyes: msg`Eyes`,
  mouth: msg`Mouth`,
  accessory: msg`Extra`,
  background: msg`Background`,
};
const COLOUR_PARTS = new Set<keyof AvatarParts>(['skin', 'hairColor', 'background']);

/** Spec §6: premium children build an avatar from built-in parts; free accounts keep the built-in avatars. */
export function AvatarBuilder({ avatar }: { avatar: AvatarParts | null }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const premium = user?.subscriptionStatus === 'active';
  const [parts, setParts] = useState<AvatarParts>(avatar ?? START);
  const update = useUpdateCustomization();
  const queryClient = useQueryClient();

  if (!premium) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-4 pt-6">
          <p className="text-lg">{t(MESSAGES.avatarPremium)}</p>
          <PlansLink className={buttonClassName('premium')}>
            <Trans>See Premium</Trans>
          </PlansLink>
        </CardContent>
      </Card>
    );
  }

  const save = (next: AvatarParts | null) =>
    update.mutate(
      { avatar: next },
      {
        onSuccess: () => {
          toast({ title: t(MESSAGES.updatedTitle), description: t`Your avatar has been saved.` });
          // The header and every other place show the profile picture: read it again.
          void queryClient.invalidateQueries({ queryKey: authKeys.user() });
        },
        onError: (error) => toast({ title: t(MESSAGES.failedTitle), description: requestErrorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Build your avatar</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[auto_1fr]">
        <img src={avatarDataUrl(parts)} alt={t`Your avatar`} className="size-40 rounded-full" data-avatar-preview="" />
        <div className="grid gap-4">
          {(Object.keys(AVATAR_PARTS) as (keyof AvatarParts)[]).map((part) => (
            <fieldset key={part}>
              <legend className="mb-2 font-semibold">{t(LABELS[part])}</legend>
              <div className="flex flex-wrap gap-2">
                {AVATAR_PARTS[part].map((value) => {
                  const chosen = parts[part] === value;
                  const label = t(LABELS[part]);
                  const number = AVATAR_PARTS[part].indexOf(value as never) + 1;
                  return (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={chosen}
                      aria-label={COLOUR_PARTS.has(part) ? t`${label} ${number}` : undefined}
                      onClick={() => setParts({ ...parts, [part]: value })}
                      className={`min-h-11 min-w-11 rounded-full border-2 px-3 font-semibold capitalize ${chosen ? 'border-teal ring-2 ring-teal' : 'border-line'}`}
                      style={COLOUR_PARTS.has(part) ? { backgroundColor: value } : undefined}
                    >
                      {COLOUR_PARTS.has(part) ? '' : t(AVATAR_WORDS[value as keyof typeof AVATAR_WORDS])}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => save(parts)} disabled={update.isPending}>
              <Trans>Save my avatar</Trans>
            </Button>
            {avatar && (
              <Button variant="outline" onClick={() => save(null)} disabled={update.isPending}>
                <Trans>Use my built-in avatar</Trans>
              </Button>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
