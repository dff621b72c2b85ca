/**
 * Cuenta (spec §2, PRODUCT.md): the user's data in view mode; 'Editar perfil'
 * opens the form that saves every field; the address and the password have
 * their own forms; Tus
 * datos downloads the data or deletes the account (RGPD).
 */
import { useEffect, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import type { User } from '@huella/shared/schemas/users';
import { accountMessages } from '@huella/shared/messages/account';
import { Button } from '../../../components/ui/button';
import { ChangePasswordForm } from './change-password-form';
import { DataRightsSection } from './data-rights-section';
import { EmailSection } from './email-section';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';
import { SectionPanel } from '../../../components/ui/section-panel';
import { LastPaymentMethod } from '../../checkout/components/last-payment-method';

const profileText = accountMessages.profile;

type Field = keyof typeof profileText.fields;

const groups: { title: string; fields: Exclude<Field, 'password'>[] }[] = [
  { title: profileText.sections.personal, fields: ['first_name', 'last_name', 'email', 'phone'] },
  { title: profileText.sections.address, fields: ['address', 'postcode', 'city', 'country'] },
  { title: profileText.sections.social, fields: ['web', 'instagram', 'facebook'] },
];

export function ProfileSection({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);

  // Leaving the form removes the focused button; give focus back to 'Editar perfil'.
  useEffect(() => {
    if (wasEditing.current && !editing) actionsRef.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <div className="space-y-6">
      <SectionPanel
        title={profileText.title}
        actions={
          editing ? null : (
            <div ref={actionsRef}>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                {profileText.edit}
              </Button>
            </div>
          )
        }
      >
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <div className="grid gap-8 lg:grid-cols-2">
            {groups.map((group) => (
              <div key={group.title}>
                <h3 className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
                  {group.title}
                </h3>
                <dl className="divide-y divide-gray-100 rounded-xl border border-gray-200">
                  {group.fields.map((field) => (
                    <div
                      key={field}
                      className="grid gap-0.5 px-4 py-3 text-sm sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:gap-3"
                    >
                      <dt className="font-medium text-muted">{profileText.fields[field]}</dt>
                      <dd
                        className={`[overflow-wrap:anywhere] ${user[field] ? 'text-ink' : 'text-muted italic'}`}
                      >
                        {user[field] || profileText.notSet}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
            <div>
              <h3 className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
                {profileText.sections.payment}
              </h3>
              <LastPaymentMethod />
            </div>
          </div>
        )}
      </SectionPanel>
      <ProfilePhoto user={user} />
      <EmailSection user={user} />
      <ChangePasswordForm />
      <DataRightsSection />
    </div>
  );
}
