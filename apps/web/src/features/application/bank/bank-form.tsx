import { StepFields } from '../../../shared/application/step-page.tsx';
import { useStepReadOnly } from '../../../shared/application/step-mode.ts';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CodeSection } from './code-section.tsx';
import { MxBankFields } from './mx-bank-fields.tsx';
import { NgBankFields } from './ng-bank-fields.tsx';
import { useBankForm } from './use-bank-form.ts';

interface BankFormProps {
  onSaved: () => void;
  /** Edit: change the account of an order whose payout failed (`/user/update-bankCard`, same body). */
  mode?: 'add' | 'edit';
}

/** The payout account of the borrower's market, confirmed with a one-time code. */
export function BankForm({ onSaved, mode = 'add' }: BankFormProps) {
  const t = useT();
  const bank = useBankForm(onSaved, mode === 'edit' ? '/user/update-bankCard' : '/user/addBankCard');
  const { form } = bank;
  const code = form.field('verifyCode');
  const readOnly = useStepReadOnly();
  return (
    <form className="form" noValidate onSubmit={(event) => void bank.submit(event)}>
      <p className="form__note">{t(mode === 'edit' ? 'bank.editIntro' : 'bank.intro')}</p>
      <StepFields>
        {bank.market === 'MX' ? <MxBankFields bank={bank} /> : <NgBankFields bank={bank} />}
        <CodeSection
          bankCode={bank.bankCode}
          value={code.value}
          onChange={(verifyCode) => form.update({ verifyCode })}
          error={code.error}
          codeRef={code.ref}
        />
      </StepFields>
      <FormError ref={form.refFor('form')} message={form.error('form')} />
      {!readOnly && (
        <Button type="submit" className="btn--block" busy={bank.saving}>
          {t(mode === 'edit' ? 'bank.editSubmit' : 'bank.submit')}
        </Button>
      )}
    </form>
  );
}
