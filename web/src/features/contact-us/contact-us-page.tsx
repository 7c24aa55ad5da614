import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleHelp, Heart, Lock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { emailSchema } from '@chess-quest/protocol/auth';
import { SUPPORT_HOURS } from '@chess-quest/protocol/constants';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField, inputClassName } from '../../components/ui/form-field';
import { FormInput } from '../../components/ui/form-input';
import { PageHeader } from '../../components/ui/page-header';
import { useZodForm } from '../../lib/form';
import { toast } from '../../lib/toast';

/** Spec §3 Contact form categories, in the spec's order. */
const categories = [
  { value: 'general', label: msg`General Question` },
  { value: 'support', label: msg`Technical Support` },
  { value: 'billing', label: msg`Billing` },
  { value: 'feedback', label: msg`Feedback` },
  { value: 'parent', label: msg`Parent Questions` },
  { value: 'partnership', label: msg`Partnership` },
] as const;

/** Client-only (spec §5: nothing is sent), so the schema lives with the form. */
const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(100, 'name is too long'),
  email: emailSchema,
  category: z.string().refine((value) => categories.some((c) => c.value === value), 'category must be one of the list'),
  subject: z.string().trim().min(1, 'subject is required').max(200, 'subject is too long'),
  message: z.string().trim().min(1, 'message is required').max(5000, 'message is too long'),
});

const emptyForm: z.input<typeof contactFormSchema> = { name: '', email: '', category: 'general', subject: '', message: '' };

const quickHelp = [
  { to: '/help-center', label: msg`Help Center`, text: msg`Answers to common questions.`, icon: CircleHelp },
  { to: '/parent-guide', label: msg`Parent Guide`, text: msg`Safety, screen time and plans.`, icon: Heart },
  { to: '/privacy-policy', label: msg`Privacy Policy`, text: msg`What we store and why.`, icon: Lock },
];

/** SUPPORT_HOURS' days and hours (weekdays, weekends) in words. */
const SUPPORT_DAYS = { weekdays: msg`Mon-Fri 9-6 EST`, weekends: msg`Sat-Sun 10-4 EST` };

export default function ContactUsPage() {
  const { t } = useLingui();
  const LABELS = { name: t`Name`, email: t`Email`, category: t`Category`, subject: t`Subject`, message: t`Message` };
  const replyWithinHours = SUPPORT_HOURS.replyWithinHours;
  const form = useZodForm(contactFormSchema, emptyForm, LABELS);
  const { errors } = form.formState;

  // Spec §5: the form is client-only; nothing is sent.
  const onSubmit = () => {
    toast({
      title: t`Message Sent!`,
      description: t`Thank you for contacting us. We'll get back to you within ${replyWithinHours} hours.`,
    });
    form.reset(emptyForm);
  };

  return (
    <>
      <title>{t`Contact Us – Chess Quest`}</title>
      <PageHeader
        title={t`Contact Us`}
        description={t`Questions, ideas or a problem to report? We'd love to hear from you.`}
        icon={<Mail className="size-8" />}
      />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-2xl">
                <Trans>Send us a message</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="grid gap-5">
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormInput form={form} name="name" id="contact-name" label={LABELS.name} autoComplete="name" required />
                  <FormInput form={form} name="email" id="contact-email" label={LABELS.email} type="email" autoComplete="email" required />
                </div>
                <FormField id="contact-category" label={LABELS.category} error={errors.category?.message}>
                  {(control) => (
                    <select {...control} {...form.register('category')} className={inputClassName}>
                      {categories.map(({ value, label }) => (
                        <option key={value} value={value}>
                          {t(label)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormInput form={form} name="subject" id="contact-subject" label={LABELS.subject} required />
                <FormField id="contact-message" label={LABELS.message} error={errors.message?.message}>
                  {(control) => <textarea {...control} {...form.register('message')} required rows={6} className={inputClassName} />}
                </FormField>
                <Button type="submit" size="lg" className="justify-self-start">
                  <Mail aria-hidden="true" className="size-5" />
                  <Trans>Send Message</Trans>
                </Button>
              </form>
            </CardContent>
          </Card>
        </div>
        <aside aria-labelledby="quick-help-heading">
          <Card>
            <CardHeader>
              <CardTitle as="h2" id="quick-help-heading" className="text-2xl">
                <Trans>Quick help</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <ul className="grid gap-2">
                {quickHelp.map(({ to, label, text, icon: Icon }) => (
                  <li key={to}>
                    <Link to={to} className="flex min-h-11 items-start gap-3 rounded-xl p-2 no-underline hover:bg-brand-soft">
                      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-strong" />
                      <span>
                        <span className="block font-semibold text-ink underline">{t(label)}</span>
                        <span className="block text-sm text-ink-muted">{t(text)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="rounded-xl bg-sun-soft p-4">
                <h3 className="font-bold text-ink">
                  <Trans>Support hours</Trans>
                </h3>
                <p>{t(SUPPORT_DAYS.weekdays)}</p>
                <p>{t(SUPPORT_DAYS.weekends)}</p>
                <p className="mt-2 text-sm text-ink-muted">
                  <Trans>We reply within {replyWithinHours} hours.</Trans>
                </p>
              </div>
            </CardContent>
          </Card>
        </aside>
      </div>
    </>
  );
}
