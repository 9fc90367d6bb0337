/** Where the 404 page shows the requested path; `sitegen serve` and the runtime fill it in. */
export const REQUEST_PATH_SLOT = '<span data-sitegen-request-path></span>';

/** Where an error page other than 404 shows the error's own text; the runtime fills it in. */
export const ERROR_MESSAGE_SLOT = '<span data-sitegen-error-message></span>';
