import {
  DATASET_FORMATS,
  MAX_CHILDREN,
  MAX_DATASET_ROWS,
  MAX_TABLE_COUNT,
  MAX_TABLES,
} from '../dataset/body.js';
import { SQL_DIALECTS } from '../export/types.js';
import { NAME_RE } from '../generators/options.js';

/** Dataset section of GET /api/v1/generators (its field types are the bulk section's). */
export function datasetCatalog() {
  return {
    dataset: {
      path: '/api/v1/{locale}/dataset',
      maxTables: MAX_TABLES,
      maxTableCount: MAX_TABLE_COUNT,
      maxRows: MAX_DATASET_ROWS,
      perParent: { min: 0, max: MAX_CHILDREN },
      tableName: NAME_RE.source,
      formats: DATASET_FORMATS,
      dialects: SQL_DIALECTS,
    },
  };
}
