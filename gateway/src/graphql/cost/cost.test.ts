import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, getNullableType, isInputObjectType, isListType, isNonNullType, isObjectType, Kind, parse, type OperationDefinitionNode, type TypeNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CostModel, MAX_OPERATION_COST, MUTATION_BASE_COST, operationCost } from './index';
import { GUIDE_EXAMPLES } from './guide-examples';

// The cost model (graphql/cost/) read from the committed supergraph, as the gateway reads it, and
// from api-schema.graphql, as partners read it (docs/partner-guide.md 'Cost and query plan').
const SUPERGRAPH = readFileSync('supergraph.graphql', 'utf8');
const model = CostModel.fromSdl(SUPERGRAPH);
const apiModel = CostModel.fromSdl(readFileSync('api-schema.graphql', 'utf8'));

function costOf(text: string, variables: Record<string, unknown> = {}, using: CostModel = model): number {
  const document = parse(text);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return operationCost(using, document, operation, variables);
}

describe('the cost of an operation counts its variables', () => {
  it('a list sized by a variable costs what the same literal costs (latestContents(first: $n), n = 40)', () => {
    const withVariable = costOf('query($n: Int) { latestContents(first: $n) { items { id title } } }', { n: 40 });
    const withLiteral = costOf('query { latestContents(first: 40) { items { id title } } }');
    // The connection (1) and its 40 items (1 each): title and id are scalars (0).
    expect(withLiteral).toBe(41);
    expect(withVariable).toBe(withLiteral);
  });

  it('nested limit variables multiply: 100 items with related(limit: $m) and readAlso(limit: $m), m = 50', () => {
    const query = 'query($n: Int, $m: Int) { latestContents(first: $n) { items { id title related(limit: $m) { id } readAlso(limit: $m) { id } } } }';
    const literal = 'query { latestContents(first: 100) { items { id title related(limit: 50) { id } readAlso(limit: 50) { id } } } }';
    expect(costOf(query, { n: 100, m: 50 })).toBe(1 + 100 * (1 + 50 + 50));
    expect(costOf(query, { n: 100, m: 50 })).toBe(costOf(literal));
    // Over the maximum once m is 100: refused (graphql-cop.test.ts sends it to the gateway).
    expect(costOf(query, { n: 100, m: 100 })).toBeGreaterThan(MAX_OPERATION_COST);
  });

  it('an argument left out, or a variable not sent, takes the default of the argument; an operation default counts', () => {
    expect(costOf('{ latestContents { items { id } } }')).toBe(1 + 4);
    expect(costOf('query($n: Int) { latestContents(first: $n) { items { id } } }', {})).toBe(1 + 4);
    expect(costOf('query($n: Int = 7) { latestContents(first: $n) { items { id } } }', {})).toBe(1 + 7);
    expect(costOf('query($n: Int) { latestContents(first: $n) { items { id } } }', { n: null })).toBe(1 + 4);
    // An argument inside an input object is not a slicing argument: contents(input: { rows }) is charged at its maximum, 999.
    expect(costOf('query($r: Int) { contents(input: { rows: $r }) { items { id } } }', { r: 5 })).toBe(costOf('{ contents(input: { rows: 999 }) { items { id } } }'));
  });

  it('a list without a size argument counts its @listSize(assumedSize:)', () => {
    expect(model.listSizeOf('Query', 'plans')).toMatchObject({ assumedSize: 20, slicingArguments: [] });
    expect(costOf('{ plans { id name } }')).toBe(20);
    // plans 20 × (plan 1 + services 20 × 1 + priceList 5 × (entry 1 + totalPrice 1))
    expect(costOf('{ plans { id services { label } priceList { totalPrice { cents } } } }')).toBe(20 * (1 + 20 + 5 * 2));
    // A scalar list costs nothing whatever its size.
    expect(costOf('{ favouriteCategories }')).toBe(0);
  });

  it("a connection's sizedFields take the slicing argument; lists inside them keep their own size", () => {
    // videoClips(first: $f): edges and nodes are both $f long; edges' node 1 each.
    expect(costOf('query($f: Int) { videoClips(first: $f) { nodes { id } edges { cursor node { id } } pageInfo { hasNext } } }', { f: 3 })).toBe(1 + 3 + 3 * 2 + 1);
    // suggestedCourses weighs 3 (@cost: three searches); its three groups are `limit` long.
    expect(costOf('query($l: Int!) { suggestedCourses(limit: $l) { top { id } new { id } foryou { id } } }', { l: 6 })).toBe(3 + 3 * 6);
  });

  it('a size argument of a list inside a list: the product of the two sizes (searchPage rows, categoryCards perCategory)', () => {
    // searchPage weighs 4 (@cost: four section searches); rows × 4 sections' items, each result 1 + its content 1.
    const search = 'query($rows: Int) { searchPage(text: "cuore", rows: $rows) { total sections { label items { id content { id } } } } }';
    expect(costOf(search, { rows: 20 })).toBe(4 + 20 * (1 + 4 * 2));
    expect(costOf(search, {})).toBe(4 + 8 * (1 + 4 * 2));
    expect(costOf('query($p: Int) { categoryCards(perCategory: $p) { category { label } items { id } } }', { p: 5 })).toBe(5 * (1 + 1 + 30));
  });

  it('a mutation starts at 10; __typename, introspection and skipped fields are free; an input object argument costs 1', () => {
    expect(costOf('mutation($c: [String!]!) { saveFavouriteCategories(categories: $c) }', { c: ['a', 'b'] })).toBe(MUTATION_BASE_COST);
    expect(costOf('{ __typename __schema { types { name fields { name } } } }')).toBe(0);
    expect(costOf('query($skip: Boolean!) { plans @skip(if: $skip) { id } }', { skip: true })).toBe(0);
    expect(costOf('query($skip: Boolean!) { plans @skip(if: $skip) { id } }', { skip: false })).toBe(20);
    expect(costOf('{ courseCatalogue(input: { page: 2 }) { total } }')).toBe(1 + 1);
    expect(costOf('query($i: CourseSearchInput) { courseCatalogue(input: $i) { total } }', { i: { page: 2 } })).toBe(1 + 1);
  });

  it('fragments count where they are spread, each time', () => {
    const query = 'query($n: Int) { latestContents(first: $n) { items { ...Card } } a: latestContents(first: 2) { items { ...Card } } } fragment Card on Content { id topics { title } }';
    expect(costOf(query, { n: 10 })).toBe(1 + 10 * (1 + 10) + 1 + 2 * (1 + 10));
  });
});

describe('the worked examples of the partner guide', () => {
  it('cost what the guide says, computed from api-schema.graphql as a partner would', () => {
    const { latest, catalogueAndSearch } = GUIDE_EXAMPLES;
    // 1 (the connection) + 20 items × (1 + related 5 × 1 + topics 10 × 1)
    expect(costOf(latest.query, latest.variables, apiModel)).toBe(1 + 20 * (1 + 5 + 10));
    expect(costOf(latest.query, latest.variables, apiModel)).toBe(latest.cost);
    // first 4 and limit 3, the arguments' defaults: 1 + 4 × (1 + 3 + 10)
    expect(costOf(latest.query, {}, apiModel)).toBe(latest.withoutVariables);
    // courseCatalogue 1 + its input 1 + 9 courses × (1 + series 1); searchPage 4 + 10 × (1 + 4 × 1)
    expect(costOf(catalogueAndSearch.query, catalogueAndSearch.variables, apiModel)).toBe(1 + 1 + 9 * 2 + 4 + 10 * (1 + 4));
    expect(costOf(catalogueAndSearch.query, catalogueAndSearch.variables, apiModel)).toBe(catalogueAndSearch.cost);
    expect(costOf(catalogueAndSearch.query, catalogueAndSearch.variables)).toBe(catalogueAndSearch.cost);
    expect(costOf(catalogueAndSearch.query, { page: 2 }, apiModel)).toBe(catalogueAndSearch.withoutRows);
  });
});

describe('the cost directives of the schema', () => {
  it('api-schema.graphql carries the same @cost and @listSize as the supergraph: partners read the numbers the gateway uses', () => {
    expect(apiModel.allListSizes().size).toBeGreaterThan(100);
    expect([...apiModel.allListSizes()].sort(([a], [b]) => a.localeCompare(b))).toEqual([...model.allListSizes()].sort(([a], [b]) => a.localeCompare(b)));
    for (const coordinate of ['Query.searchPage', 'Query.suggestedCourses']) expect(apiModel.weightOf(coordinate)).toBe(model.weightOf(coordinate));
    const query = 'query($n: Int, $m: Int) { latestContents(first: $n) { items { id related(limit: $m) { id topics { title } } } } plans { id } }';
    expect(costOf(query, { n: 20, m: 5 }, apiModel)).toBe(costOf(query, { n: 20, m: 5 }));
  });

  it('every list field of the API declares its size: an assumed size, a slicing argument, or a parent that sizes it', () => {
    const api = buildSchema(readFileSync('api-schema.graphql', 'utf8'));
    const sizedByParent = new Set<string>();
    for (const [coordinate, size] of model.allListSizes()) {
      const [typeName, fieldName] = coordinate.split('.') as [string, string];
      const parent = api.getType(typeName);
      if (!isObjectType(parent)) continue;
      const type = getNamedType(parent.getFields()[fieldName]!.type);
      for (const sized of size.sizedFields) sizedByParent.add(`${type.name}.${sized}`);
    }
    const undeclared: string[] = [];
    for (const type of Object.values(api.getTypeMap())) {
      if (type.name.startsWith('__') || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (!isListType(getNullableType(field.type))) continue;
        const coordinate = `${type.name}.${field.name}`;
        const size = model.listSizeOf(type.name, field.name);
        if (!size || (size.assumedSize === null && size.slicingArguments.length === 0 && !sizedByParent.has(coordinate))) undeclared.push(coordinate);
        // With requireOneSlicingArgument (the default), the one slicing argument is always there: required or with a default.
        if (size && size.slicingArguments.length > 0 && size.requireOneSlicingArgument) {
          expect(size.slicingArguments, coordinate).toHaveLength(1);
          const arg = field.args.find((a) => a.name === size.slicingArguments[0])!;
          expect(isNonNullType(arg.type) || arg.defaultValue !== undefined, coordinate).toBe(true);
        }
        if (size && size.slicingArguments.length > 0 && !size.requireOneSlicingArgument) expect(size.assumedSize, `${coordinate} without its argument`).not.toBeNull();
      }
    }
    expect(undeclared).toEqual([]);
    // Sizes inside input objects (ContentSearchInput.rows, CourseSearchInput.page…) cannot be slicing arguments (composition
    // accepts only a field's own Int arguments): the fields that take them are charged at their maximum (Query.contents).
    expect(isInputObjectType(api.getType('ContentSearchInput'))).toBe(true);
    expect(model.listSizeOf('Query', 'contents')).toMatchObject({ assumedSize: 999, sizedFields: ['items'] });
  });
});

/**
 * The web client's sizes, as its components send them (web/src/features: ArticleSidebar ARTICLE_LATEST + 1,
 * LatestToolsSection LATEST_TOOLS, Telemedicine*_SIZE, newsFilters/NewsPage, NewsCarouselSection, upgradeText,
 * AllResourcesPage 'Tutti i Tool' 999, LatestProfessionalsSection, RewardsTeaser, SuggestedContents (6 at most),
 * SuggestedCourses (3, 6 or 12), VideoClipsPage, learningKinds). Other Int variables (pages, offsets) size nothing.
 */
const WEB_SIZES: Record<string, Record<string, number>> = {
  ArticleLatestContents: { first: 4 },
  HomeLatestTools: { first: 4 },
  TelemedicineContents: { first: 9 },
  Telemedicine: { first: 3 },
  NewsFeatured: { rows: 12 },
  NewsListing: { rows: 12 },
  HomeNewsCarousel: { rows: 12 },
  UpgradeNews: { rows: 3 },
  AllResources: { rows: 999 },
  HomeLatestProfessionals: { take: 4 },
  UpgradeProfessionals: { take: 4 },
  RewardsTeaser: { first: 4 },
  SuggestedContents: { limit: 6, groupingLimit: 1 },
  SuggestedCourses: { limit: 12 },
  VideoClips: { first: 12 },
  LatestLearningItems: { rows: 3 },
  LearningList: { rows: 9 },
  ServiceSidebar: { rows: 3 },
};
const NOT_SIZES = new Set(['page', 'offset']);
/** The web's largest operation (ResourcesHome: two content searches, 4000) stays under this (docs/partner-guide.md). */
const WEB_LARGEST = 5000;

describe("the web client's persisted operations", () => {
  it(`all cost at most ${WEB_LARGEST}, well inside the maximum of ${MAX_OPERATION_COST}`, () => {
    const manifest = JSON.parse(readFileSync('web/src/gql/persisted-documents.json', 'utf8')) as Record<string, string>;
    const costs: [string, number][] = [];
    for (const text of Object.values(manifest)) {
      const document = parse(text);
      for (const operation of document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
        const name = operation.name?.value ?? '';
        const variables: Record<string, unknown> = {};
        for (const v of operation.variableDefinitions ?? []) {
          const typeName = getNamedTypeName(v.type);
          if (typeName !== 'Int') continue;
          const size = WEB_SIZES[name]?.[v.variable.name.value];
          if (size === undefined && !NOT_SIZES.has(v.variable.name.value)) throw new Error(`${name}: add the web's value of $${v.variable.name.value} to WEB_SIZES`);
          variables[v.variable.name.value] = size ?? 1;
        }
        costs.push([name, operationCost(model, document, operation, variables)]);
      }
    }
    costs.sort((a, b) => b[1] - a[1]);
    expect(costs.length).toBeGreaterThan(100);
    expect(costs[0]![1], `largest: ${costs.slice(0, 3).map(([n, c]) => `${n} ${c}`).join(', ')}`).toBeLessThanOrEqual(WEB_LARGEST);
    expect(WEB_LARGEST * 4).toBeLessThanOrEqual(MAX_OPERATION_COST);
  });
});

function getNamedTypeName(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : getNamedTypeName(type.type);
}
