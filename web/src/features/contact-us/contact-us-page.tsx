import { CircleHelp, Heart, Lock, Mail } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SUPPORT_HOURS } from '@chess-quest/protocol/constants';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField, inputClassName } from '../../components/ui/form-field';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../lib/toast';

/** Spec §3 Contact form categories, in the spec's order. */
const categories = [
  { value: 'general', label: 'General Question' },
  { value: 'support', label: 'Technical Support' },
  { value: 'billing', label: 'Billing' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'parent', label: 'Parent Questions' },
  { value: 'partnership', label: 'Partnership' },
] as const;

interface ContactForm {
  name: string;
  email: string;
  category: (typeof categories)[number]['value'];
  subject: string;
  message: string;
}

const emptyForm: ContactForm = { name: '', email: '', category: 'general', subject: '', message: '' };

const quickHelp = [
  { to: '/help-center', label: 'Help Center', text: 'Answers to common questions.', icon: CircleHelp },
  { to: '/parent-guide', label: 'Parent Guide', text: 'Safety, screen time and plans.', icon: Heart },
  { to: '/privacy-policy', label: 'Privacy Policy', text: 'What we store and why.', icon: Lock },
];

export default function ContactUsPage() {
  const [form, setForm] = useState<ContactForm>(emptyForm);

  const update =
    (field: keyof ContactForm) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setForm((f) => ({ ...f, [field]: event.target.value }));

  // Spec §5: the form is client-only; nothing is sent.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast({
      title: 'Message Sent!',
      description: `Thank you for contacting us. We'll get back to you within ${SUPPORT_HOURS.replyWithinHours} hours.`,
    });
    setForm(emptyForm);
  };

  return (
    <>
      <title>Contact Us – Chess Quest</title>
      <PageHeader
        title="Contact Us"
        description="Questions, ideas or a problem to report? We'd love to hear from you."
        icon={<Mail className="size-8" />}
      />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-2xl">
                Send us a message
              </CardTitle>
            </CardHeader>
            <CardContent>
              <form onSubmit={onSubmit} className="grid gap-5">
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField id="contact-name" label="Name">
                    {(control) => (
                      <input
                        {...control}
                        name="name"
                        autoComplete="name"
                        required
                        value={form.name}
                        onChange={update('name')}
                        className={inputClassName}
                      />
                    )}
                  </FormField>
                  <FormField id="contact-email" label="Email">
                    {(control) => (
                      <input
                        {...control}
                        name="email"
                        type="email"
                        autoComplete="email"
                        required
                        value={form.email}
                        onChange={update('email')}
                        className={inputClassName}
                      />
                    )}
                  </FormField>
                </div>
                <FormField id="contact-category" label="Category">
                  {(control) => (
                    <select
                      {...control}
                      name="category"
                      value={form.category}
                      onChange={update('category')}
                      className={inputClassName}
                    >
                      {categories.map(({ value, label }) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField id="contact-subject" label="Subject">
                  {(control) => (
                    <input
                      {...control}
                      name="subject"
                      required
                      value={form.subject}
                      onChange={update('subject')}
                      className={inputClassName}
                    />
                  )}
                </FormField>
                <FormField id="contact-message" label="Message">
                  {(control) => (
                    <textarea
                      {...control}
                      name="message"
                      required
                      rows={6}
                      value={form.message}
                      onChange={update('message')}
                      className={inputClassName}
                    />
                  )}
                </FormField>
                <Button type="submit" size="lg" className="justify-self-start">
                  <Mail aria-hidden="true" className="size-5" />
                  Send Message
                </Button>
              </form>
            </CardContent>
          </Card>
        </div>
        <aside aria-labelledby="quick-help-heading">
          <Card>
            <CardHeader>
              <CardTitle as="h2" id="quick-help-heading" className="text-2xl">
                Quick help
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <ul className="grid gap-2">
                {quickHelp.map(({ to, label, text, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex min-h-11 items-start gap-3 rounded-xl p-2 no-underline hover:bg-brand-soft"
                    >
                      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-strong" />
                      <span>
                        <span className="block font-semibold text-ink underline">{label}</span>
                        <span className="block text-sm text-ink-muted">{text}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="rounded-xl bg-sun-soft p-4">
                <h3 className="font-bold text-ink">Support hours</h3>
                <p>{SUPPORT_HOURS.weekdays}</p>
                <p>{SUPPORT_HOURS.weekends}</p>
                <p className="mt-2 text-sm text-ink-muted">
                  We reply within {SUPPORT_HOURS.replyWithinHours} hours.
                </p>
              </div>
            </CardContent>
          </Card>
        </aside>
      </div>
    </>
  );
}
