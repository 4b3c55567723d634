import type { StreetArea } from '../../countries/es/entities/streets.js';

/** What a replacer may know of the rest of its row: the language area of the row's fake place. */
export interface RowContext {
  readonly area?: StreetArea;
}
