import type { StaffBorrowerDocument } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { fetchDocument } from '../api/documents.ts';
import { formFailureOf } from '../api/error-text.ts';
import { dateTimeText } from '../format/format.ts';
import type { UiKey } from '../i18n/en.ts';
import { useI18n } from '../i18n/i18n.ts';

const KINDS: Readonly<Record<string, UiKey>> = { front: 'documents.kind.front', back: 'documents.kind.back', face: 'documents.kind.face' };
const STATES: Readonly<Record<string, UiKey>> = { checking: 'documents.state.checking', checked: 'documents.state.checked', rejected: 'documents.state.rejected' };

interface DocumentViewerProps {
  userId: string;
  documents: readonly StaffBorrowerDocument[];
  /** Where the image is opened (a referral, the one view): the audit trail's reason. */
  reason: string;
}

/**
 * A borrower's identity photos (ADR 081): each listed, and shown only when the person asks,
 * because each sight is recorded. The image is held as a blob: URL (the console's CSP allows
 * it) and let go when the viewer closes.
 */
export function DocumentViewer({ userId, documents, reason }: DocumentViewerProps) {
  const { t, lang } = useI18n();
  const [shown, setShown] = useState<{ documentId: string; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  useEffect(() => () => {
    if (shown) URL.revokeObjectURL(shown.url);
  }, [shown]);

  if (documents.length === 0) return <p>{t('documents.none')}</p>;
  const show = async (documentId: string) => {
    setProblem(null);
    setLoading(documentId);
    try {
      const blob = await fetchDocument(userId, documentId, reason);
      setShown({ documentId, url: URL.createObjectURL(blob) });
    } catch (error) {
      setProblem(formFailureOf(error, [], t).general);
    } finally {
      setLoading(null);
    }
  };
  return (
    <div className="documents">
      {problem ? <p role="alert">{problem}</p> : null}
      <ul>
        {documents.map((document) => {
          const kind = KINDS[document.kind] ? t(KINDS[document.kind]!) : document.kind;
          return (
            <li key={document.documentId}>
              {t('documents.line', { kind, state: STATES[document.status] ? t(STATES[document.status]!) : document.status, at: dateTimeText(document.uploadedAt, lang) })}{' '}
              {document.status === 'rejected' ? null : (
                <button type="button" className="button-link" disabled={loading === document.documentId} onClick={() => void show(document.documentId)}>
                  {t('documents.show', { kind })}
                </button>
              )}
              {shown?.documentId === document.documentId ? (
                <figure>
                  <img src={shown.url} alt={t('documents.alt', { kind })} className="document-image" />
                  <figcaption>
                    {t('documents.recorded')}{' '}
                    <button type="button" className="button-link" onClick={() => setShown(null)}>
                      {t('documents.hide')}
                    </button>
                  </figcaption>
                </figure>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
