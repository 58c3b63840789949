/**
 * Delivering monthly reporting files to a bureau (issue 24): the file is built and validated
 * by the bureau-reporting module; an adapter only carries it (SFTP or the bureau's API) and
 * says what the bureau answered. A delivery is retried by its job, so an adapter must be safe
 * to call twice for one file (same remote name, same content).
 */

export interface ReportFile {
  /** Ours, unique per file: the remote file name's stem and the API's batch reference. */
  reference: string;
  /** The bureau the file is for ('creditregistry', 'crc', 'firstcentral', 'circulo', …). */
  bureau: string;
  /** The format's name, e.g. 'cdt-individual', 'cdt-credit', 'circulo-pf'. */
  format: string;
  /** File name as delivered (with its extension). */
  fileName: string;
  content: Buffer;
  /** SHA-256 of content, hex: sent where the bureau takes it, kept with the delivery record. */
  sha256: string;
}

export type DeliveryOutcome =
  /** The bureau took the file; its receipt reference, when it gives one. */
  | { state: 'delivered'; receipt: string | null }
  /** The bureau read the file and refused it (or some records): the reasons, for staff. */
  | { state: 'rejected'; reasons: string[] }
  /** No answer, or a 5xx: retried. */
  | { state: 'unavailable'; detail: string }
  /** Our credentials or settings are wrong: an operator must act. */
  | { state: 'misconfigured'; detail: string };

export interface BureauDelivery {
  readonly name: string;
  deliver(file: ReportFile): Promise<DeliveryOutcome>;
}
