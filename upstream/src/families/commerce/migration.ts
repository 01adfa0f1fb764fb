/**
 * Commerce tables: subscription products (plans) with their services and price lists, the members'
 * products, the quotation (cart) and the TopNegozi partner catalogue (shop categories, shops, offers
 * and coupons, badge types, home slideshow). Spec 3 §3 (Suggested product, Quotation/cart,
 * Offer/coupon, Shop), spec 1 §3 (product card).
 *
 * Plain CREATE TABLE (no IF NOT EXISTS) on purpose: a name clash with another family must fail loudly.
 */
export const commerceInit = {
  id: '400_commerce_init',
  sql: `
    -- Subscription products. 'suggested' lists a product in the suggested-products call
    -- (the free plan exists for comparisons but is never suggested).
    CREATE TABLE products (
      id integer PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL UNIQUE,
      purchasable boolean NOT NULL,
      most_liked boolean NOT NULL DEFAULT false,
      suggested boolean NOT NULL DEFAULT true,
      sort integer NOT NULL
    );

    -- One row per service of the comparison list, for every product (available says whether it is included).
    CREATE TABLE product_services (
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      sort integer NOT NULL,
      label text NOT NULL,
      public_description text,
      available boolean NOT NULL,
      PRIMARY KEY (product_id, sort)
    );

    -- Payment schedules shared by every product: 1 'Unica soluzione', 2 'Semestrale', 12 'Mensile'.
    CREATE TABLE installment_plans (
      id integer PRIMARY KEY,
      number integer NOT NULL UNIQUE CHECK (number > 0),
      name text NOT NULL
    );

    -- What a product costs on each schedule: total in euros, optional discounted total.
    CREATE TABLE price_list (
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      installment_plan_id integer NOT NULL REFERENCES installment_plans(id),
      total_price numeric(10,2) NOT NULL CHECK (total_price >= 0),
      discount_price numeric(10,2) CHECK (discount_price IS NULL OR (discount_price >= 0 AND discount_price < total_price)),
      PRIMARY KEY (product_id, installment_plan_id)
    );

    -- The products a member holds or held (user_id = customer code, owned by crm; no FK across families).
    -- Active when today is within [active_from, active_to]; source 'addon' is an add-on without end date
    -- in the subscription history (spec 3 §3).
    CREATE TABLE user_products (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL,
      product_id integer NOT NULL REFERENCES products(id),
      installment_plan_id integer REFERENCES installment_plans(id),
      source text NOT NULL DEFAULT 'purchase' CHECK (source IN ('purchase', 'addon', 'convention')),
      active_from date NOT NULL,
      active_to date,
      CHECK (active_to IS NULL OR active_to >= active_from)
    );
    CREATE INDEX user_products_user_idx ON user_products (user_id);

    -- The member's quotation (cart): one instalment plan for the whole cart, and its products
    -- (spec 3 §3 'Quotation/cart: installmentPlanId, products'). Filled by the cart routes.
    CREATE TABLE quotations (
      user_id text PRIMARY KEY,
      installment_plan_id integer REFERENCES installment_plans(id),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE quotation_products (
      user_id text NOT NULL REFERENCES quotations(user_id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products(id),
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, product_id)
    );

    -- TopNegozi partner catalogue.
    CREATE TABLE shop_categories (
      id integer PRIMARY KEY,
      name text NOT NULL UNIQUE,
      slug text NOT NULL UNIQUE,
      sort integer NOT NULL
    );

    -- logo is a file name under the logo base path the responses carry (url_logo_path...).
    -- top_rank orders the 'top shops' carousel; null when the shop is not featured.
    CREATE TABLE shops (
      id integer PRIMARY KEY,
      name text NOT NULL UNIQUE,
      slug text NOT NULL UNIQUE,
      logo text NOT NULL,
      category_id integer NOT NULL REFERENCES shop_categories(id),
      url text NOT NULL,
      description text NOT NULL,
      top_rank integer UNIQUE
    );
    CREATE INDEX shops_category_idx ON shops (category_id);

    -- Coupon badge types (otypes[0].input_name, spec 3 §9).
    CREATE TABLE offer_types (
      id integer PRIMARY KEY,
      input_name text NOT NULL UNIQUE,
      name text NOT NULL
    );

    -- Offers ('o': direct offer, no code) and coupons ('c': with voucher_code).
    -- reduced_price_symbol: 1 euro, 2 percent. fake_coupon_type 1 shows a direct offer with a
    -- coupon-style card (no real code), 0 otherwise. best_rank orders the home 'best offers'.
    CREATE TABLE offers (
      id integer PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      offer_type_id integer NOT NULL REFERENCES offer_types(id),
      title text NOT NULL,
      description text NOT NULL,
      offer_type char(1) NOT NULL CHECK (offer_type IN ('o', 'c')),
      voucher_code text,
      end_date timestamptz,
      fake_coupon_type smallint NOT NULL DEFAULT 0 CHECK (fake_coupon_type IN (0, 1)),
      reduced_price_value numeric(10,2),
      reduced_price_symbol smallint CHECK (reduced_price_symbol IN (1, 2)),
      best_rank integer UNIQUE,
      CHECK (offer_type = 'o' OR voucher_code IS NOT NULL),
      CHECK ((reduced_price_value IS NULL) = (reduced_price_symbol IS NULL))
    );
    CREATE INDEX offers_shop_idx ON offers (shop_id);

    -- Home slideshow: image file names under the slideshow base paths.
    CREATE TABLE shop_slides (
      id integer PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      title text NOT NULL,
      image text NOT NULL,
      image_mobile text NOT NULL,
      sort integer NOT NULL
    );
  `,
};

/**
 * Payments of the checkout (spec 3 §3 quotation → subscription): one row per checkout, made from the
 * quotation and completed once on the simulated payment page (pending → paid or failed). The id is
 * the unguessable token of the payment page's address.
 */
export const commercePayments = {
  id: '420_commerce_payments',
  sql: `
    CREATE TABLE payments (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      installment_plan_id integer NOT NULL REFERENCES installment_plans(id),
      product_ids integer[] NOT NULL CHECK (cardinality(product_ids) > 0),
      amount numeric(10,2) NOT NULL CHECK (amount >= 0),
      return_url text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    );
    CREATE INDEX payments_user_idx ON payments (user_id);
  `,
};


/** A payment superseded by a newer checkout, or made for a cart that changed since: never payable. */
export const commercePaymentsCancelled = {
  id: '450_commerce_payments_cancelled',
  sql: `
    ALTER TABLE payments DROP CONSTRAINT payments_status_check;
    ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'paid', 'failed', 'cancelled'));
  `,
};
