import { formatCatPpm, formatRatePpm, type Currency, type PreviewFigures } from '@lendline/domain';
import { moneyText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';

/** The offer's figures at representative amounts: the APR in Nigeria, the CAT in Mexico (each market's legal disclosure). */
export function PreviewTable({ examples, currency }: { examples: readonly PreviewFigures[]; currency: Currency }) {
  const { t, lang } = useI18n();
  const mexico = currency === 'MXN';
  return (
    <div className="table-scroll">
      <table>
        <caption>{t('products.previewCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('products.previewAmount')}</th>
            <th scope="col">{t('products.previewTenure')}</th>
            <th scope="col">{t('products.previewInterest')}</th>
            <th scope="col">{t('products.previewFees')}</th>
            <th scope="col">{t('products.previewPaidOut')}</th>
            <th scope="col">{t('products.previewTotal')}</th>
            <th scope="col">{t('products.previewCost')}</th>
            <th scope="col">{mexico ? t('products.previewCat') : t('products.previewApr')}</th>
          </tr>
        </thead>
        <tbody>
          {examples.map((e) => (
            <tr key={`${e.amount}-${e.tenureDays}`}>
              <td className="number">{moneyText(e.amount, currency, lang)}</td>
              <td className="number">{t('products.days', { days: e.tenureDays })}</td>
              <td className="number">{moneyText(e.interest, currency, lang)}</td>
              <td className="number">{moneyText(e.fees, currency, lang)}</td>
              <td className="number">{moneyText(e.disbursalAmount, currency, lang)}</td>
              <td className="number">{moneyText(e.totalRepayable, currency, lang)}</td>
              <td className="number">{moneyText(e.totalCostOfCredit, currency, lang)}</td>
              <td className="number">{mexico && e.catPpm !== null ? formatCatPpm(e.catPpm, lang) : formatRatePpm(e.aprPpm, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
