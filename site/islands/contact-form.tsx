/**
 * The contact form, the site's one island: validated in the browser with messages in the page's
 * language, announced to screen readers. Until a form endpoint is configured it composes an email
 * to the company; without JavaScript the form still opens the visitor's mail program.
 */
import { css } from '@emotion/css';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { colors, fontSizes, radii, space } from '../theme';

export interface ContactFormProps {
  /** Where the message goes: the company's address. */
  email: string;
}

type Field = 'name' | 'email' | 'message';
type Errors = Partial<Record<Field, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const form = css({ display: 'grid', gap: space.lg, maxWidth: '40rem' });
const label = css({ display: 'block', fontWeight: 600, marginBottom: space.xs });
const input = css({
  display: 'block',
  width: '100%',
  padding: `${space.sm} ${space.md}`,
  font: 'inherit',
  color: colors.text,
  background: colors.white,
  border: `1px solid ${colors.textMuted}`,
  borderRadius: radii.sm,
  '&[aria-invalid="true"]': { borderColor: '#B3261E', borderWidth: '2px' },
});
const error = css({ margin: `${space.xs} 0 0`, color: '#B3261E', fontSize: fontSizes.sm, fontWeight: 600 });
const submit = css({
  justifySelf: 'start',
  padding: `${space.sm} ${space.lg}`,
  font: 'inherit',
  fontWeight: 700,
  textTransform: 'none',
  color: colors.white,
  background: colors.primary,
  border: 0,
  borderRadius: radii.sm,
  cursor: 'pointer',
  '&:hover': { background: colors.primaryDark },
});
const status = css({ margin: 0, padding: space.md, background: colors.tint, borderRadius: radii.sm });

export default function ContactForm({ email }: ContactFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `contact.form.${id}` });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  function validate(data: FormData): Errors {
    const found: Errors = {};
    const value = (field: Field) => String(data.get(field) ?? '').trim();
    if (!value('name')) found.name = t('errors.name');
    if (!value('email')) found.email = t('errors.email');
    else if (!EMAIL.test(value('email'))) found.email = t('errors.emailInvalid');
    if (!value('message')) found.message = t('errors.message');
    return found;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found = validate(data);
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const subject = encodeURIComponent(`${t('subject')}: ${String(data.get('name'))}`);
    const body = encodeURIComponent(`${String(data.get('message'))}\n\n${String(data.get('name'))} <${String(data.get('email'))}>`);
    window.location.href = `mailto:${email}?subject=${subject}&body=${body}`;
    setSent(true);
  }

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    className: input,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className={error}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className={form} method="post" action={`mailto:${email}`} encType="text/plain" noValidate onSubmit={onSubmit}>
      <div>
        <label className={label} htmlFor="contact-name">
          {t('name')}
        </label>
        <input {...fieldProps('name')} type="text" autoComplete="name" required />
        {fieldError('name')}
      </div>
      <div>
        <label className={label} htmlFor="contact-email">
          {t('email')}
        </label>
        <input {...fieldProps('email')} type="email" autoComplete="email" required />
        {fieldError('email')}
      </div>
      <div>
        <label className={label} htmlFor="contact-message">
          {t('message')}
        </label>
        <textarea {...fieldProps('message')} rows={6} required />
        {fieldError('message')}
      </div>
      <button type="submit" className={submit}>
        {t('submit')}
      </button>
      <div role="status" aria-live="polite">
        {sent ? <p className={status}>{t('sent')}</p> : null}
      </div>
    </form>
  );
}
