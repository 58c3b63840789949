import type { Ref } from 'react';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';

interface AgreementBoxProps {
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
  /** The agreement for the current choice. */
  agreementPath: string;
  ref?: Ref<HTMLInputElement>;
}

/** "Accept the loan agreement": a real checkbox, its error at the box, and the agreement link. */
export function AgreementBox({ checked, error, onChange, agreementPath, ref }: AgreementBoxProps) {
  const t = useT();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <Link to={agreementPath} className="btn btn--text">
        {t('borrow.readAgreement')}
      </Link>
      <label className="agreement-box">
        <input
          ref={ref}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'agreement-error' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('borrow.accept')}</span>
      </label>
      {error && (
        <p className="field__error" id="agreement-error">
          {error}
        </p>
      )}
    </div>
  );
}
