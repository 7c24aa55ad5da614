import { useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { demoCardSchema, type DemoCard, type PaidPlan } from '@chess-quest/protocol/billing';
import { Button } from '../../components/ui/button';
import { FormField, inputClassName } from '../../components/ui/form-field';
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { useConfirmDemoPayment } from './api/confirm-demo-payment';
import { subscriptionChanged } from './api/get-subscription';
import { usePaymentOutcome } from './payment-outcome';

type CardField = keyof DemoCard;
type CardInput = Record<CardField, string>;

const FIELDS: { field: CardField; label: string; placeholder: string; inputMode?: 'numeric'; maxLength: number }[] = [
  { field: 'name', label: 'Name on card', placeholder: 'Alex Parent', maxLength: 100 },
  { field: 'cardNumber', label: 'Card number', placeholder: '4242 4242 4242 4242', inputMode: 'numeric', maxLength: 23 },
  { field: 'expiry', label: 'Expiry (MM/YY)', placeholder: '12/30', inputMode: 'numeric', maxLength: 7 },
  { field: 'cvc', label: 'CVC', placeholder: '123', inputMode: 'numeric', maxLength: 4 },
];

/** "cardNumber is not valid…" → the field it names, so the message sits under that field. */
function fieldOf(message: string): CardField | null {
  const first = message.split(/[\s:]/)[0];
  return FIELDS.find(({ field }) => field === first)?.field ?? null;
}

/**
 * The demo provider's card form: the same steps as a real checkout, with the test cards
 * of Stripe's test mode. Nothing is charged, and the page says so.
 */
export function DemoPaymentForm({ plan, clientSecret }: { plan: PaidPlan; clientSecret: string }) {
  const [card, setCard] = useState<CardInput>({ name: '', cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const confirm = useConfirmDemoPayment();
  const queryClient = useQueryClient();
  const outcome = usePaymentOutcome();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = demoCardSchema.safeParse(card);
    if (!parsed.success) {
      const found: Partial<Record<CardField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as CardField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    confirm.mutate(
      { clientSecret, ...card },
      {
        onSuccess: (state) => {
          outcome.succeeded(plan);
          void subscriptionChanged(queryClient, state);
        },
        onError: (error) => {
          const message = errorMessageOf(error);
          if (error instanceof ApiError && error.status === 402) outcome.failed(message);
          else if (error instanceof ApiError && error.status === 400 && fieldOf(message)) setErrors({ [fieldOf(message)!]: message });
          else outcome.unexpected();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="flex gap-3 rounded-2xl border-2 border-sun bg-sun-soft p-4 text-ink">
        <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="font-bold">Demo mode: no real payment is taken.</p>
          <p>
            Please do not type a real card. Use the test card <strong>4242 4242 4242 4242</strong> with any future
            date and any 3 digits; <strong>4000 0000 0000 0002</strong> shows what a declined card looks like.
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, placeholder, inputMode, maxLength }) => (
          <div key={field} className={field === 'name' || field === 'cardNumber' ? 'sm:col-span-2' : undefined}>
            <FormField id={`card-${field}`} label={label} error={errors[field]}>
              {(control) => (
                <input
                  {...control}
                  className={inputClassName}
                  // Browsers must not offer a saved real card to a demo form.
                  autoComplete="off"
                  inputMode={inputMode}
                  placeholder={placeholder}
                  maxLength={maxLength}
                  value={card[field]}
                  onChange={(event) => setCard((old) => ({ ...old, [field]: event.target.value }))}
                />
              )}
            </FormField>
          </div>
        ))}
      </div>
      <Button type="submit" variant="premium" size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? 'Paying…' : `Pay and start ${plan}`}
      </Button>
    </form>
  );
}
