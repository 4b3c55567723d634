import { connect } from './driver.js';
import { datasetBody, type IntrospectedBody, type IntrospectOptions } from './introspect.js';
import { parseDbUrl } from './url.js';

/** `db introspect`: the database at `url` read as a dataset body. */
export async function introspectDatabase(
  url: string,
  options: IntrospectOptions = {},
): Promise<IntrospectedBody> {
  const conn = await connect(parseDbUrl(url));
  try {
    return datasetBody(await conn.readCatalog({ textKeyMaxima: true }), options);
  } finally {
    await conn.close();
  }
}
