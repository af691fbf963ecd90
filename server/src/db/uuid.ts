const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text can be cast to `uuid`: anything else makes PostgreSQL refuse the whole statement. */
export const isUuid = (value: string) => UUID.test(value);
