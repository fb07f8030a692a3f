/** `companies/{ownerUid}`: the public-facing company profile; `TTime` is the SDK's timestamp type. */
export interface CompanyDocument<TTime> {
  ownerId: string;
  businessName: string;
  slug: string;
  mainTrade: string;
  trades: string[];
  basePostcode: string;
  public: boolean;
  description?: string;
  phone?: string;
  website?: string;
  createdAt: TTime;
  updatedAt: TTime;
}
