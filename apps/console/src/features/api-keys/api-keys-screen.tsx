import type { StaffApiKeyView } from '@lendline/domain';
import { useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { dateTimeText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import type { ScreenProps } from '../../screens.ts';
import { useApiKeys, useRevokeKey } from './api-keys-api.ts';
import { KeyForm } from './key-form.tsx';

/** Machine access (issue 22, ADR 074): every integration's key, what it may do, when it was last used; made and revoked here. */
export function ApiKeysScreen({ screen }: ScreenProps) {
  const { t, lang } = useI18n();
  const keys = useApiKeys();
  const revoke = useRevokeKey();
  const [problem, setProblem] = useState<string | null>(null);

  const stop = (key: StaffApiKeyView) => {
    setProblem(null);
    revoke.mutate(key.id, { onError: (error) => setProblem(formFailureOf(error, [], t).general) });
  };

  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('apiKeys.intro')}</p>
      <FormAlert message={problem} />
      {keys.isPending ? <p>{t('app.loading')}</p> : null}
      {keys.isError ? <p role="alert">{formFailureOf(keys.error, [], t).general}</p> : null}
      {keys.data?.length === 0 ? <p>{t('apiKeys.empty')}</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <div className="table-scroll">
          <table>
            <caption>{t('apiKeys.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('apiKeys.name')}</th>
                <th scope="col">{t('apiKeys.permissions')}</th>
                <th scope="col">{t('staff.markets')}</th>
                <th scope="col">{t('apiKeys.made.by')}</th>
                <th scope="col">{t('apiKeys.lastUsed')}</th>
                <th scope="col">{t('held.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td>{key.permissions.join(', ')}</td>
                  <td>{key.markets.join(', ')}</td>
                  <td>{t('apiKeys.madeOn', { by: key.createdBy, at: dateTimeText(key.createdAt, lang) })}</td>
                  <td>{key.lastUsedAt ? dateTimeText(key.lastUsedAt, lang) : t('apiKeys.never')}</td>
                  <td>
                    {key.revokedAt ? (
                      t('apiKeys.revokedOn', { at: dateTimeText(key.revokedAt, lang) })
                    ) : (
                      <button type="button" className="secondary" disabled={revoke.isPending} onClick={() => stop(key)} aria-label={t('apiKeys.revokeName', { name: key.name })}>
                        {t('apiKeys.revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <KeyForm />
    </>
  );
}
