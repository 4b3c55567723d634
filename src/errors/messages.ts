import type { Lang } from '../i18n/lang.js';

/** `message` of every API error code, in every language. */
export const ERROR_MESSAGES = {
  INVALID_PARAMS: {
    es: 'Parámetro no válido: falta un parámetro obligatorio o un valor está fuera de lo permitido.',
    en: 'Invalid parameter: a required parameter is missing or a value is not allowed.',
    pt: 'Parâmetro inválido: falta um parâmetro obrigatório ou um valor não é permitido.',
  },
  INVALID_BODY: {
    es: 'Cuerpo no válido: debe ser un objeto JSON con la forma esperada y Content-Type: application/json.',
    en: 'Invalid body: it must be a JSON object of the expected shape sent with Content-Type: application/json.',
    pt: 'Corpo inválido: deve ser um objeto JSON com a forma esperada, enviado com Content-Type: application/json.',
  },
  UNSUPPORTED_LOCALE: {
    es: 'Locale no soportado: details.supported lista los disponibles.',
    en: 'Unsupported locale: details.supported lists the available ones.',
    pt: 'Locale não suportado: details.supported lista os disponíveis.',
  },
  UNKNOWN_GENERATOR: {
    es: 'Generador desconocido. Consulta GET /api/v1/generators para ver los disponibles.',
    en: 'Unknown generator. See GET /api/v1/generators for the available ones.',
    pt: 'Gerador desconhecido. Consulte GET /api/v1/generators para ver os disponíveis.',
  },
  COUNT_LIMIT_EXCEEDED: {
    es: 'El valor de count supera el máximo permitido en este endpoint.',
    en: 'count exceeds the maximum allowed by this endpoint.',
    pt: 'O valor de count excede o máximo permitido neste endpoint.',
  },
  RATE_LIMIT_EXCEEDED: {
    es: 'Has superado el límite de peticiones por minuto. Espera hasta la hora indicada en X-RateLimit-Reset.',
    en: 'Too many requests per minute. Wait until the time given in X-RateLimit-Reset.',
    pt: 'Excedeu o limite de pedidos por minuto. Aguarde até à hora indicada em X-RateLimit-Reset.',
  },
  NOT_FOUND: {
    es: 'Ruta no encontrada.',
    en: 'Route not found.',
    pt: 'Rota não encontrada.',
  },
  METHOD_NOT_ALLOWED: {
    es: 'Método HTTP no permitido en esta ruta.',
    en: 'HTTP method not allowed on this route.',
    pt: 'Método HTTP não permitido nesta rota.',
  },
  PAYLOAD_TOO_LARGE: {
    es: 'El cuerpo de la petición es demasiado grande.',
    en: 'The request body is too large.',
    pt: 'O corpo do pedido é demasiado grande.',
  },
  URI_TOO_LONG: {
    es: 'La URL es demasiado larga.',
    en: 'The URL is too long.',
    pt: 'O URL é demasiado longo.',
  },
  HEADERS_TOO_LARGE: {
    es: 'Las cabeceras de la petición son demasiado grandes.',
    en: 'The request headers are too large.',
    pt: 'Os cabeçalhos do pedido são demasiado grandes.',
  },
  BAD_REQUEST: {
    es: 'Petición HTTP mal formada.',
    en: 'Malformed HTTP request.',
    pt: 'Pedido HTTP mal formado.',
  },
  SERVICE_UNAVAILABLE: {
    es: 'Servicio no disponible temporalmente; vuelve a intentarlo en unos segundos.',
    en: 'Service temporarily unavailable; try again in a few seconds.',
    pt: 'Serviço temporariamente indisponível; tente novamente dentro de alguns segundos.',
  },
  INTERNAL_ERROR: {
    es: 'Error interno del servidor.',
    en: 'Internal server error.',
    pt: 'Erro interno do servidor.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
