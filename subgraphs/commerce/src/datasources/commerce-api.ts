import { ClubDataSource } from '@club/subgraph-kit';
import { GraphQLError } from 'graphql';
import { z } from 'zod';

const SUGGESTED_PATH = 'ecommerce/prodotti-suggeriti';

/** Ids arrive as numbers from the reference upstream; real hosts may send strings. */
const id = z.union([z.number(), z.string()]).transform(String);
/** Euro amounts: JSON numbers, or decimal strings from hosts that keep numeric precision. */
const euros = z
  .union([z.number(), z.string()])
  .transform(Number)
  .refine((n) => Number.isFinite(n) && n >= 0, 'not an amount in euros');

const suggestedProductSchema = z.object({
  id,
  name: z.string(),
  purchasable: z.boolean(),
  mostLiked: z.boolean(),
  activePlan: id.nullish(),
  isCurrent: z.boolean(),
  services: z.array(z.object({ publicDescription: z.string().nullish(), available: z.boolean(), label: z.string() })),
  priceList: z.array(
    z.object({
      installmentPlanId: id,
      totalPrice: euros,
      installmentPlanNumber: z.number().int().positive(),
      installmentPlanName: z.string(),
      discount: z.object({ price: euros }).nullish(),
    }),
  ),
});

/** A suggested product as the upstream answers it (spec 3 §3 'Suggested product'), ids as strings. */
export type SuggestedProduct = z.infer<typeof suggestedProductSchema>;

const suggestedResponseSchema = z.object({ suggested: z.array(suggestedProductSchema) });

export interface SuggestedProductsQuery {
  includeCurrentProduct: boolean;
  excludeQuotationProducts: boolean;
}

/** The commerce family of the upstream (upstream/README.md, Commerce). */
export class CommerceApi extends ClubDataSource {
  protected readonly family = 'commerce';
  // One upstream call per distinct query per GraphQL request: plans, Plan references and
  // User.currentPlan in the same operation share it.
  private readonly suggestedCalls = new Map<string, Promise<SuggestedProduct[]>>();

  suggestedProducts(query: SuggestedProductsQuery): Promise<SuggestedProduct[]> {
    const key = `${query.includeCurrentProduct}/${query.excludeQuotationProducts}`;
    let call = this.suggestedCalls.get(key);
    if (!call) {
      call = this.fetchSuggestedProducts(query);
      this.suggestedCalls.set(key, call);
    }
    return call;
  }

  private async fetchSuggestedProducts(query: SuggestedProductsQuery): Promise<SuggestedProduct[]> {
    const body = await this.get<unknown>(SUGGESTED_PATH, {
      params: { includeCurrentProduct: String(query.includeCurrentProduct), excludeQuotationProducts: String(query.excludeQuotationProducts) },
    });
    const parsed = suggestedResponseSchema.safeParse(body);
    if (!parsed.success) {
      // A 200 we cannot read is as good as no answer: the page shows the section's failure message.
      throw new GraphQLError(`Errore nel servizio /${SUGGESTED_PATH}`, {
        extensions: { code: 'UPSTREAM_UNAVAILABLE', service: `/${SUGGESTED_PATH}`, reason: 'BAD_PAYLOAD' },
      });
    }
    return parsed.data.suggested;
  }
}
