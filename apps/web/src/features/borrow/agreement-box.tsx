import type { Ref } from 'react';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { TickBox } from '../../shared/ui/tick-box.tsx';

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
      <TickBox ref={ref} label={t('borrow.accept')} checked={checked} errorId={error ? 'agreement-error' : undefined} onChange={onChange} />
      {error && (
        <p className="field__error" id="agreement-error">
          {error}
        </p>
      )}
    </div>
  );
}
