import type { staffErrorsEn } from './errors-en.ts';

/** Mensajes de la API del personal, en español. */
export const staffErrorsEs: Record<keyof typeof staffErrorsEn, string> = {
  'error.STAFF_UNAUTHORIZED': 'Se requiere un token de personal válido',
  'error.NOT_REFERRED': 'Esta solicitud no espera una decisión del personal',
  'error.staff.outcome': 'Elija aprobar o rechazar',
  'error.staff.reason': 'Indique un motivo de 3 a 500 caracteres',
  'error.staff.staffName': 'Indique su nombre (de 2 a 60 letras)',
  'error.staff.creditLimit': 'La línea de crédito debe ser un monto entero que el producto pueda prestar',
  'error.staff.userId': 'Indica el id de usuario del cliente',
  'error.staff.currency': 'Elige NGN o MXN',
  'error.staff.transferReference': 'Indica la referencia de la transferencia (de 4 a 64 letras, dígitos o . _ : -)',
};
