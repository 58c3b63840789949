import type { CoreKey } from './en.ts';

/** Spanish strings of the first screen: exactly the keys of `core-en.ts` (ADR 059). */
export const coreEs: Record<CoreKey, string> = {
  'app.name': 'Lendline',
  'app.version': 'Versión {version}',

  'common.loading': 'Cargando…',
  'common.retry': 'Reintentar',
  'common.back': 'Volver',
  'common.dismiss': 'Descartar',
  'common.reload': 'Recargar',
  'common.home': 'Ir al inicio',

  'nav.label': 'Principal',
  'nav.home': 'Inicio',
  'nav.records': 'Préstamos',
  'nav.me': 'Mi cuenta',

  'route.home': 'Inicio',
  'route.records': 'Mis préstamos',
  'route.me': 'Mi cuenta',

  'notFound.title': 'Página no encontrada',
  'notFound.body': 'No encontramos esa página.',
  'chunkError.body': 'No se pudo cargar esta página.',

  'home.amountLabel': 'Monto del préstamo',
  'home.amountRange': '{min} – {max}',
  'home.tenure': 'Pague en {days} días',
  'home.firstLoan': 'Su primer préstamo: hasta {limit}. Pague a tiempo para pedir más.',
  'home.limit': 'Su límite: hasta {limit}',
  'home.nextLimit.one': 'Pague {count} préstamo a tiempo para subir su límite a {limit}.',
  'home.nextLimit.other': 'Pague {count} préstamos a tiempo para subir su límite a {limit}.',
  'home.limitDeclined': 'Su última solicitud no fue aprobada, así que por ahora no tiene límite.',
  'home.topLimit': 'Ya tiene nuestro límite más alto.',
  'home.loadFailed': 'No pudimos cargar la oferta de préstamo.',
  'home.noProducts': 'Por ahora no hay préstamos disponibles.',
  'home.status.canLoan.title': 'Puede solicitar un préstamo',
  'home.status.canLoan.body': 'Solicítelo en pocos minutos y reciba una respuesta rápida.',
  'home.continue': 'Continuar su solicitud',
  'home.status.inProgress.title': 'Su solicitud está en curso',
  'home.status.inProgress.body': 'Continúe donde la dejó: todo lo que escribió está guardado.',
  'home.status.assessing.title': 'Su solicitud está en revisión',
  'home.status.assessing.body': 'Estamos evaluando su solicitud. Le avisaremos en cuanto haya una decisión.',
  'home.status.other.title': 'Tiene una solicitud de préstamo con nosotros',
  'home.detail': 'Detalle',
  'home.apply': 'Solicitar ahora',
  'home.applyAgain': 'Solicitar de nuevo',
  'home.status.finished.title': 'Préstamo pagado. ¡Gracias!',
  'home.status.finished.limit': 'Su próximo préstamo: hasta {limit}.',
  'home.status.finished.rate': 'Como cliente recurrente, su interés es desde {rate} al día.',
  'home.status.finished.body': 'Conservamos los datos que siguen vigentes: solo confirme lo que pueda haber cambiado.',

  'loading.label': 'Cargando',

  // Home's hot loans and the tab bar's unread count: shown before any other screen.
  'nav.me.unread.one': 'Mi cuenta, 1 mensaje sin leer',
  'nav.me.unread.other': 'Mi cuenta, {count} mensajes sin leer',
  'landing.hotLoans': 'Nuestros préstamos',
  'landing.hotLoans.item': '{min} a {max}, {days} días',
  'landing.hotLoans.rate': 'Interés {rate} al día, tasa anual de costo {apr}',
  'landing.hotLoans.rateCat': 'Interés {rate} al día, CAT {cat}',
};
