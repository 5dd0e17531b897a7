/*
 * Type-level checks that a zod model, the GROQ query that feeds it and the Studio schema name the
 * same fields (lib/content/models/contracts.ts uses them). Only field names are compared, not their
 * kinds: the models are stricter than the schema on purpose (required text, ranges, formats).
 */
import type { z } from 'zod'

/** Sanity's own bookkeeping on objects in arrays: not a field a query or a model chooses. */
type Bookkeeping = '_type' | '_key'

/**
 * Present on every stored document, whether a query asks for them or not; and a translated
 * document's language, which the queries filter on rather than read.
 */
type SystemField = '_createdAt' | '_updatedAt' | '_rev' | 'language'

/** The object a field holds, through lists and null/undefined. */
type Unwrapped<T> = NonNullable<T> extends readonly (infer Item)[] ? Unwrapped<Item> : NonNullable<T>

/**
 * The named keys of an object (of each member of a union), without index signatures, and without
 * keys that are always null: TypeGen types a queried field the schema lacks as `null`.
 */
type Fields<T> = T extends unknown
  ? Exclude<keyof { [K in keyof T as string extends K ? never : [T[K]] extends [null] ? never : K]: 0 }, Bookkeeping>
  : never

/** A z.looseObject: it passes any field through, so a field only the query has is fine there. */
type IsOpen<T> = string extends keyof T ? true : false

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never

/** A plain object, neither a union (rich text's kinds of block) nor a list: compared field by field. */
type IsRecord<T> = [T] extends [object] ? ([IsUnion<T>] extends [false] ? true : false) : false

type FieldOf<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never

type Shared<Model, Query> = Fields<Model> & Fields<Query> & string

/**
 * Every field one side has and the other lacks, as a line naming it ("hero.note: …"), down through
 * nested objects and lists of objects. `never` when the model and the query result agree.
 */
type FieldDiff<Model, Query, Path extends string = ''> =
  | (IsOpen<Model> extends true
      ? never
      : `${Path}${Exclude<Fields<Query>, Fields<Model>> & string}: the query returns it, the model lacks it`)
  | `${Path}${Exclude<Fields<Model>, Fields<Query>> & string}: the model expects it, the query does not return it`
  | {
      [K in Shared<Model, Query>]: [
        IsRecord<Unwrapped<FieldOf<Model, K>>>,
        IsRecord<Unwrapped<FieldOf<Query, K>>>,
      ] extends [true, true]
        ? FieldDiff<Unwrapped<FieldOf<Model, K>>, Unwrapped<FieldOf<Query, K>>, `${Path}${K}.`>
        : never
    }[Shared<Model, Query>]

/**
 * The schema fields of a document type that a query leaves out without saying so, and any field
 * said to be left out that the query does return. Top level only: nested objects are projected
 * whole or checked against the model by FieldDiff.
 */
type UnqueriedFields<Document, Row, Omitted extends Fields<Document> = never> =
  | `${Exclude<Fields<Document>, Fields<Row> | SystemField | Omitted> & string}: a schema field the query leaves out (query it, or list it as omitted)`
  | `${Extract<Omitted, Fields<Row>> & string}: listed as omitted, but the query returns it`

/**
 * A zod model (as it reads the query's result) against one element of that result. `Untyped`: the
 * model's fields that come from documents outside the site's schema (a plugin's), which TypeGen
 * types as null.
 */
export type ModelDiff<
  Model extends z.ZodType,
  Result extends readonly unknown[],
  Untyped extends string = never,
> = FieldDiff<Omit<z.input<Model>, Untyped>, Result[number]>

/** A hand-written TypeScript type, for the queries whose results are not read through zod. */
export type ShapeDiff<Shape, Result extends readonly unknown[]> = FieldDiff<Shape, Result[number]>

/** A document type's schema fields against one element of a query's result. */
export type SchemaDiff<
  Document,
  Result extends readonly unknown[],
  Omitted extends Fields<Document> = never,
> = UnqueriedFields<Document, Result[number], Omitted>

/**
 * A query read through a zod model: the model against the result, and the document type's schema
 * fields against it (Omitted: the fields the query leaves out on purpose).
 */
export type ModelAndSchemaDiff<
  Model extends z.ZodType,
  Result extends readonly unknown[],
  Document,
  Omitted extends Fields<Document> = never,
  Untyped extends string = never,
> =
  // Through `infer`, so that an error shows the lines themselves rather than this type's name.
  ModelDiff<Model, Result, Untyped> | SchemaDiff<Document, Result, Omitted> extends infer Lines ? Lines : never

/** Compiles only when there is nothing to report: the error shows the lines of T. */
export type Agree<T extends never> = T
