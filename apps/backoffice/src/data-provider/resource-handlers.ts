import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

type Data = Record<string, unknown>;

/** What one resource offers; index.ts refuses (405) a method a resource leaves out. */
export interface ResourceHandlers {
  getList?(params: GetListParams): Promise<GetListResult>;
  getOne?(id: string): Promise<RaRecord>;
  create?(data: Data): Promise<RaRecord>;
  /** `previous` is the record as the screen had it: a change of one field picks its own call. */
  update?(id: string, data: Data, previous: Data): Promise<RaRecord>;
  delete?(id: string): Promise<RaRecord>;
}
