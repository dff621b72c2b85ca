/**
 * The simulated provider's test form (issue 16), in the slot Stripe's
 * embedded form takes: clearly labelled as a test, the payer's e-mail, the
 * shipping address when something is shipped, a choice of what happens to the
 * payment and a test card. Declined: the form stays with the bank's refusal,
 * as Stripe's does; any other outcome goes on to the return address.
 */
import { useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, FlaskConical } from 'lucide-react';
import { SIMULATED_OUTCOMES, type SimulatedOutcome } from '@huella/shared/constants';
import { formatEuros } from '@huella/shared/money';
import { checkoutScreensMessages } from '@huella/shared/messages/checkout-screens';
import { shopMessages } from '@huella/shared/messages/shop';
import type { SimulatedPayInput, SimulatedSession } from '@huella/shared/schemas/shop';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { getSimulatedSession, paySimulatedSession } from '../api/checkout';
import { checkoutKeys } from '../api/keys';

const text = checkoutScreensMessages.simulated;
const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'postal_code', 'city', 'province'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
type Field = 'email' | AddressField;
const OPTIONAL: readonly Field[] = ['line2', 'province'];
const LABELS: Record<AddressField, string> = {
  name: text.name,
  line1: text.line1,
  line2: text.line2,
  postal_code: text.postalCode,
  city: text.city,
  province: text.province,
};
const AUTOCOMPLETE: Record<AddressField, string> = {
  name: 'shipping name',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
  postal_code: 'shipping postal-code',
  city: 'shipping address-level2',
  province: 'shipping address-level1',
};
// What simulatedPayInputSchema accepts, without loading zod with the page.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTCODE = /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/;

interface SimulatedPaymentFormProps {
  clientSecret: string;
  /** The signed-in buyer's e-mail, when the session does not carry one. */
  defaultEmail: string | null;
}

export function SimulatedPaymentForm({ clientSecret, defaultEmail }: SimulatedPaymentFormProps) {
  const query = useQuery({
    queryKey: checkoutKeys.simulated(clientSecret),
    queryFn: ({ signal }) => getSimulatedSession(clientSecret, signal),
    staleTime: Infinity,
  });
  if (query.data)
    return (
      <TestForm session={query.data} clientSecret={clientSecret} defaultEmail={defaultEmail} />
    );
  if (query.isError) return <FormAlert>{query.error.message}</FormAlert>;
  return <Spinner label={shopMessages.checkout.loading} showLabel className="py-10" />;
}

function TestForm({
  session,
  clientSecret,
  defaultEmail,
}: SimulatedPaymentFormProps & { session: SimulatedSession }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    email: session.email ?? defaultEmail ?? '',
    name: '',
    line1: '',
    line2: '',
    postal_code: '',
    city: '',
    province: '',
  });
  const [outcome, setOutcome] = useState<SimulatedOutcome>('pagado');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const fields: readonly Field[] = session.needs_shipping
    ? ['email', ...ADDRESS_FIELDS]
    : ['email'];

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const value = values[field].trim();
      if (!value && !OPTIONAL.includes(field)) found[field] = text.required;
    }
    if (!found.email && !EMAIL.test(values.email.trim())) found.email = text.invalidEmail;
    if (session.needs_shipping && !found.postal_code && !POSTCODE.test(values.postal_code.trim()))
      found.postal_code = text.invalidPostcode;
    return found;
  };

  const showAlert = (message: string) => {
    setAlert(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) {
      document.getElementById(`simulated-${first}`)?.focus();
      return;
    }
    setAlert(null);
    setPaying(true);
    const input: SimulatedPayInput = { outcome, email: values.email.trim() };
    if (session.needs_shipping) {
      input.shipping = {
        name: values.name.trim(),
        line1: values.line1.trim(),
        postal_code: values.postal_code.trim(),
        city: values.city.trim(),
        country: 'ES',
        ...(values.line2.trim() ? { line2: values.line2.trim() } : {}),
        ...(values.province.trim() ? { province: values.province.trim() } : {}),
      };
    }
    try {
      const result = await paySimulatedSession(clientSecret, input);
      if (result.declined || !result.return_url) {
        setPaying(false);
        showAlert(text.declined);
        return;
      }
      const target = new URL(result.return_url, window.location.origin);
      if (target.origin === window.location.origin) void navigate(target.pathname + target.search);
      else window.location.assign(target.href);
    } catch (error) {
      setPaying(false);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const fromServer: Partial<Record<Field, string>> = {};
        for (const [key, messages] of Object.entries(error.fields)) {
          const field = key.replace(/^shipping\./, '') as Field;
          if (fields.includes(field) && messages[0]) fromServer[field] = messages[0];
        }
        setErrors(fromServer);
      }
      showAlert(error instanceof Error ? error.message : text.formErrors);
    }
  };

  const field = (
    name: Field,
    label: string,
    extra: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      key={name}
      id={`simulated-${name}`}
      label={label}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name]}
      required={!OPTIONAL.includes(name)}
      {...extra}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="simulated-title"
      className="space-y-5"
    >
      <div className="rounded-xl border-2 border-dashed border-highlight bg-highlight/10 p-4">
        <h3 id="simulated-title" className="flex items-center gap-2 font-bold text-primary">
          <FlaskConical className="size-5 shrink-0 text-accent" aria-hidden="true" />
          {text.title}
        </h3>
        <p className="mt-1 text-sm text-muted">{text.intro}</p>
      </div>
      {alert ? (
        <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
          <FormAlert>{alert}</FormAlert>
        </div>
      ) : null}
      {field('email', text.email, { type: 'email', autoComplete: 'email', hint: text.emailHint })}
      {session.needs_shipping ? (
        <fieldset className="space-y-4">
          <legend className="mb-2 font-semibold text-primary">{text.shippingTitle}</legend>
          {field('name', LABELS.name, { autoComplete: AUTOCOMPLETE.name })}
          {field('line1', LABELS.line1, { autoComplete: AUTOCOMPLETE.line1 })}
          {field('line2', LABELS.line2, { autoComplete: AUTOCOMPLETE.line2 })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('postal_code', LABELS.postal_code, {
              autoComplete: AUTOCOMPLETE.postal_code,
              inputMode: 'numeric',
              maxLength: 5,
            })}
            {field('city', LABELS.city, { autoComplete: AUTOCOMPLETE.city })}
          </div>
          {field('province', LABELS.province, { autoComplete: AUTOCOMPLETE.province })}
        </fieldset>
      ) : null}
      <fieldset>
        <legend className="mb-2 font-semibold text-primary">{text.outcome}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SIMULATED_OUTCOMES.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-300 px-3 py-2.5 has-checked:border-primary has-checked:bg-secondary/30 has-focus-visible:ring-2 has-focus-visible:ring-secondary-dark"
            >
              <input
                type="radio"
                name="simulated-outcome"
                value={choice}
                checked={outcome === choice}
                onChange={() => setOutcome(choice)}
                className="size-4 accent-primary"
              />
              <span className="text-ink">{shopMessages.simulatedOutcomes[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <p className="mb-1 text-sm font-medium text-ink" id="simulated-card-label">
          {text.card}
        </p>
        <p
          aria-labelledby="simulated-card-label"
          className="flex items-center gap-3 rounded-lg border border-gray-300 bg-surface px-3 py-2.5 text-ink"
        >
          <CreditCard className="size-5 text-muted" aria-hidden="true" />
          <span className="font-mono tracking-wider">{text.cardNumber}</span>
        </p>
        <p className="mt-1 text-sm text-muted">{text.cardHint}</p>
      </div>
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={paying}>
        {paying ? text.paying : text.pay(formatEuros(session.total_cents))}
      </Button>
    </form>
  );
}
