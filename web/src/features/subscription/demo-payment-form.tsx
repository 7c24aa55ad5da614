import { useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { demoCardSchema, type DemoCard, type PaidPlan } from '@chess-quest/protocol/subscription';
import { Button } from '../../components/ui/button';
import { FormInput } from '../../components/ui/form-input';
import { hasErrorCode } from '../../lib/api-client';
import { requestErrorMessage } from '../../lib/request-error-message';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { useConfirmDemoPayment } from './api/confirm-demo-payment';
import { subscriptionChanged } from './api/get-subscription';
import { usePaymentOutcome } from './payment-outcome';
import { PLAN_WORDS } from './plan-words';
import './server-error-texts';

type CardField = keyof DemoCard;

const FIELDS: { field: CardField; label: MessageDescriptor; placeholder: MessageDescriptor | string; inputMode?: 'numeric'; maxLength: number }[] = [
  { field: 'name', label: msg`Name on card`, placeholder: msg`Alex Parent`, maxLength: 100 },
  { field: 'cardNumber', label: msg`Card number`, placeholder: '4242 4242 4242 4242', inputMode: 'numeric', maxLength: 23 },
  { field: 'expiry', label: msg`Expiry (MM/YY)`, placeholder: '12/30', inputMode: 'numeric', maxLength: 7 },
  { field: 'cvc', label: msg`CVC`, placeholder: '123', inputMode: 'numeric', maxLength: 4 },
];

/** The card form shows the protocol's messages word for word (they name the field), so each field keeps its own name. */
const AS_SENT = Object.fromEntries(FIELDS.map(({ field }) => [field, field])) as Record<CardField, string>;

/**
 * The demo provider's card form: the same steps as a real checkout, with the test cards
 * of Stripe's test mode. Nothing is charged, and the page says so.
 */
export function DemoPaymentForm({ plan, clientSecret }: { plan: PaidPlan; clientSecret: string }) {
  const { t } = useLingui();
  const planName = t(PLAN_WORDS[plan]);
  const form = useZodForm(demoCardSchema, { name: '', cardNumber: '', expiry: '', cvc: '' });
  const confirm = useConfirmDemoPayment();
  const queryClient = useQueryClient();
  const outcome = usePaymentOutcome();

  // The card goes to the server as typed; the schema only checks it here.
  const onSubmit = () => {
    confirm.mutate(
      { clientSecret, ...form.getValues() },
      {
        onSuccess: (state) => {
          outcome.succeeded(plan);
          void subscriptionChanged(queryClient, state);
        },
        onError: (error) => {
          if (hasErrorCode(error, 'payment_failed')) {
            outcome.failed(requestErrorMessage(error));
          } else if (!showServerFieldError(form, error, AS_SENT)) {
            outcome.unexpected();
          }
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="grid gap-5">
      <div className="flex gap-3 rounded-2xl border-2 border-sun bg-sun-soft p-4 text-ink">
        <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="font-bold">
            <Trans>Demo mode: no real payment is taken.</Trans>
          </p>
          <p>
            <Trans>
              Please do not type a real card. Use the test card <strong>4242 4242 4242 4242</strong> with any future date and any 3 digits;{' '}
              <strong>4000 0000 0000 0002</strong> shows what a declined card looks like.
            </Trans>
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, placeholder, inputMode, maxLength }) => (
          <div key={field} className={field === 'name' || field === 'cardNumber' ? 'sm:col-span-2' : undefined}>
            <FormInput
              form={form}
              name={field}
              id={`card-${field}`}
              label={t(label)}
              // Browsers must not offer a saved real card to a demo form.
              autoComplete="off"
              inputMode={inputMode}
              placeholder={typeof placeholder === 'string' ? placeholder : t(placeholder)}
              maxLength={maxLength}
            />
          </div>
        ))}
      </div>
      <Button type="submit" variant="premium" size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? <Trans>Paying…</Trans> : <Trans>Pay and start {planName}</Trans>}
      </Button>
    </form>
  );
}
