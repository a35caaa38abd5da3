-- The schema as it stands: every table with its keys, checks and indexes (each after the tables it
-- references), then every function written out in full, then the triggers that call them.
-- Later changes are ordered migrations beside this file; this file is not edited once released.
-- Made from the 28 migrations of the first builds (2026-11-23 to 2026-11-24) by pg_dump --schema-only,
-- regrouped by table (decision 0139). Kysely's own kysely_migration tables are not part of it.

-- customer
CREATE TABLE customer (
    id serial,
    phone text NOT NULL,
    name text,
    member_type smallint,
    password_hash text,
    agree_protect_personal_info boolean DEFAULT false NOT NULL,
    account_balance integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    registered_at timestamp with time zone,
    email text,
    birth_date date,
    avatar text,
    CONSTRAINT customer_balance_not_negative CHECK ((account_balance >= 0)),
    CONSTRAINT customer_member_type_check CHECK ((member_type = ANY (ARRAY[2, 3, 4]))),
    CONSTRAINT customer_phone_check CHECK ((phone ~ '^\+84[1-9][0-9]{8}$'::text))
);
ALTER TABLE ONLY customer
    ADD CONSTRAINT customer_phone_key UNIQUE (phone);
ALTER TABLE ONLY customer
    ADD CONSTRAINT customer_pkey PRIMARY KEY (id);

-- auth_session
CREATE TABLE auth_session (
    id bigserial,
    customer_id integer NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone
);
ALTER TABLE ONLY auth_session
    ADD CONSTRAINT auth_session_pkey PRIMARY KEY (id);
ALTER TABLE ONLY auth_session
    ADD CONSTRAINT auth_session_token_hash_key UNIQUE (token_hash);
ALTER TABLE ONLY auth_session
    ADD CONSTRAINT auth_session_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id) ON DELETE CASCADE;
CREATE INDEX auth_session_customer_idx ON auth_session USING btree (customer_id);

-- province
CREATE TABLE province (
    id integer NOT NULL,
    name text NOT NULL,
    vung_mien_id smallint NOT NULL,
    search_text text NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    CONSTRAINT province_vung_mien_id_check CHECK ((vung_mien_id = ANY (ARRAY[1, 2, 3])))
);
ALTER TABLE ONLY province
    ADD CONSTRAINT province_pkey PRIMARY KEY (id);

-- district
CREATE TABLE district (
    id integer NOT NULL,
    province_id integer NOT NULL,
    name text NOT NULL
);
ALTER TABLE ONLY district
    ADD CONSTRAINT district_pkey PRIMARY KEY (id);
ALTER TABLE ONLY district
    ADD CONSTRAINT district_province_id_fkey FOREIGN KEY (province_id) REFERENCES province(id);
CREATE INDEX district_province_idx ON district USING btree (province_id);

-- salon
CREATE TABLE salon (
    id integer NOT NULL,
    name text NOT NULL,
    city_id integer NOT NULL,
    district_id integer,
    address text NOT NULL,
    address_new text NOT NULL,
    address_note text,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    images jsonb DEFAULT '[]'::jsonb NOT NULL,
    parking boolean DEFAULT false NOT NULL,
    salon_hot boolean DEFAULT false NOT NULL,
    tag_top_salon boolean DEFAULT false NOT NULL,
    tag text,
    book_many_people text DEFAULT 'all'::text NOT NULL,
    select_consultation boolean DEFAULT false NOT NULL,
    opening_date date,
    warn_text text,
    phone text NOT NULL,
    map_link text,
    hotline text NOT NULL,
    slot_minutes smallint DEFAULT 20 NOT NULL,
    opens_at_minute smallint DEFAULT 510 NOT NULL,
    closes_at_minute smallint DEFAULT 1230 NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    parking_map text,
    at_home_radius_km real DEFAULT 5 NOT NULL,
    CONSTRAINT salon_at_home_radius_km_check CHECK ((at_home_radius_km >= (0)::double precision)),
    CONSTRAINT salon_book_many_people_check CHECK ((book_many_people = ANY (ARRAY['off'::text, 'all'::text, 'notToday'::text]))),
    CONSTRAINT salon_check CHECK ((opens_at_minute < closes_at_minute)),
    CONSTRAINT salon_closes_at_minute_check CHECK (((closes_at_minute >= 0) AND (closes_at_minute <= 1440))),
    CONSTRAINT salon_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT salon_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
    CONSTRAINT salon_opens_at_minute_check CHECK (((opens_at_minute >= 0) AND (opens_at_minute <= 1440))),
    CONSTRAINT salon_slot_minutes_check CHECK (((slot_minutes >= 5) AND (slot_minutes <= 120)))
);
ALTER TABLE ONLY salon
    ADD CONSTRAINT salon_pkey PRIMARY KEY (id);
ALTER TABLE ONLY salon
    ADD CONSTRAINT salon_city_id_fkey FOREIGN KEY (city_id) REFERENCES province(id);
ALTER TABLE ONLY salon
    ADD CONSTRAINT salon_district_id_fkey FOREIGN KEY (district_id) REFERENCES district(id);
CREATE INDEX salon_city_idx ON salon USING btree (city_id);

-- booking
CREATE TABLE booking (
    id serial,
    salon_id integer NOT NULL,
    customer_id integer NOT NULL,
    date_book date NOT NULL,
    status text NOT NULL,
    hold_expires_at timestamp with time zone,
    note text DEFAULT ''::text NOT NULL,
    receive_advice boolean DEFAULT true NOT NULL,
    little_advice boolean DEFAULT false NOT NULL,
    accept_make_photo boolean DEFAULT true NOT NULL,
    number_persons smallint DEFAULT 0 NOT NULL,
    source text,
    channel smallint DEFAULT 3 NOT NULL,
    utm_source text,
    params jsonb DEFAULT '{}'::jsonb NOT NULL,
    is_master boolean DEFAULT false NOT NULL,
    total_money integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    extras jsonb DEFAULT '{}'::jsonb NOT NULL,
    origin_ip text,
    origin_at timestamp with time zone,
    balance_paid integer,
    balance_paid_at timestamp with time zone,
    is_book_at_home boolean DEFAULT false NOT NULL,
    home_address text,
    home_latitude double precision,
    home_longitude double precision,
    home_place_id text,
    home_attr_id integer,
    home_distance_km real,
    travel_minutes smallint,
    CONSTRAINT booking_at_home_address CHECK (((is_book_at_home = (home_address IS NOT NULL)) AND ((NOT is_book_at_home) OR ((home_latitude IS NOT NULL) AND (home_longitude IS NOT NULL) AND (home_distance_km IS NOT NULL) AND (travel_minutes IS NOT NULL))))),
    CONSTRAINT booking_balance_paid_check CHECK ((balance_paid > 0)),
    CONSTRAINT booking_home_address_check CHECK (((length(home_address) >= 5) AND (length(home_address) <= 300))),
    CONSTRAINT booking_home_latitude_check CHECK (((home_latitude >= ('-90'::integer)::double precision) AND (home_latitude <= (90)::double precision))),
    CONSTRAINT booking_home_longitude_check CHECK (((home_longitude >= ('-180'::integer)::double precision) AND (home_longitude <= (180)::double precision))),
    CONSTRAINT booking_home_place_id_check CHECK ((length(home_place_id) <= 200)),
    CONSTRAINT booking_status_check CHECK ((status = ANY (ARRAY['pending_otp'::text, 'confirmed'::text, 'cancelled'::text, 'expired'::text]))),
    CONSTRAINT booking_total_money_check CHECK ((total_money >= 0)),
    CONSTRAINT booking_travel_minutes_check CHECK ((travel_minutes > 0))
);
ALTER TABLE ONLY booking
    ADD CONSTRAINT booking_pkey PRIMARY KEY (id);
ALTER TABLE ONLY booking
    ADD CONSTRAINT booking_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY booking
    ADD CONSTRAINT booking_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);
CREATE INDEX booking_customer_idx ON booking USING btree (customer_id, date_book);
CREATE INDEX booking_origin_ip_idx ON booking USING btree (origin_ip, origin_at) WHERE (origin_ip IS NOT NULL);
CREATE INDEX booking_pending_hold_idx ON booking USING btree (hold_expires_at) WHERE (status = 'pending_otp'::text);
CREATE INDEX booking_salon_day_idx ON booking USING btree (salon_id, date_book);

-- payment_topup
CREATE TABLE payment_topup (
    id serial,
    txn_ref text NOT NULL,
    customer_id integer NOT NULL,
    amount integer NOT NULL,
    provider text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    provider_txn_no text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    settled_at timestamp with time zone,
    CONSTRAINT payment_topup_amount_check CHECK ((amount > 0)),
    CONSTRAINT payment_topup_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'paid'::text, 'failed'::text])))
);
ALTER TABLE ONLY payment_topup
    ADD CONSTRAINT payment_topup_pkey PRIMARY KEY (id);
ALTER TABLE ONLY payment_topup
    ADD CONSTRAINT payment_topup_txn_ref_key UNIQUE (txn_ref);
ALTER TABLE ONLY payment_topup
    ADD CONSTRAINT payment_topup_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
CREATE INDEX payment_topup_customer_idx ON payment_topup USING btree (customer_id, id);

-- balance_ledger
CREATE TABLE balance_ledger (
    id serial,
    customer_id integer NOT NULL,
    amount integer NOT NULL,
    kind text NOT NULL,
    topup_id integer,
    booking_id integer,
    balance_after integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT balance_ledger_amount_check CHECK ((amount <> 0)),
    CONSTRAINT balance_ledger_balance_after_check CHECK ((balance_after >= 0)),
    CONSTRAINT balance_ledger_kind_check CHECK ((kind = ANY (ARRAY['opening'::text, 'topup'::text, 'booking'::text, 'refund'::text, 'change-refund'::text])))
);
ALTER TABLE ONLY balance_ledger
    ADD CONSTRAINT balance_ledger_pkey PRIMARY KEY (id);
ALTER TABLE ONLY balance_ledger
    ADD CONSTRAINT balance_ledger_topup_id_key UNIQUE (topup_id);
ALTER TABLE ONLY balance_ledger
    ADD CONSTRAINT balance_ledger_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES booking(id);
ALTER TABLE ONLY balance_ledger
    ADD CONSTRAINT balance_ledger_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY balance_ledger
    ADD CONSTRAINT balance_ledger_topup_id_fkey FOREIGN KEY (topup_id) REFERENCES payment_topup(id);
CREATE INDEX balance_ledger_booking_idx ON balance_ledger USING btree (booking_id) WHERE (booking_id IS NOT NULL);
CREATE INDEX balance_ledger_customer_idx ON balance_ledger USING btree (customer_id, id);

-- blog_post
CREATE TABLE blog_post (
    id integer NOT NULL,
    slug text NOT NULL,
    title text NOT NULL,
    excerpt text DEFAULT ''::text NOT NULL,
    content text DEFAULT ''::text NOT NULL,
    featured_image text NOT NULL,
    category_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    published_at timestamp with time zone NOT NULL,
    CONSTRAINT blog_post_slug_check CHECK ((slug ~ '^[a-z0-9-]{1,120}$'::text)),
    CONSTRAINT blog_post_title_check CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);
ALTER TABLE ONLY blog_post
    ADD CONSTRAINT blog_post_pkey PRIMARY KEY (id);
ALTER TABLE ONLY blog_post
    ADD CONSTRAINT blog_post_slug_key UNIQUE (slug);
CREATE INDEX blog_post_published_idx ON blog_post USING btree (published_at DESC);

-- salon_slot
CREATE TABLE salon_slot (
    id integer NOT NULL,
    salon_id integer NOT NULL,
    minute_of_day smallint NOT NULL,
    hour_text text NOT NULL,
    hour_group text NOT NULL,
    CONSTRAINT salon_slot_minute_of_day_check CHECK (((minute_of_day >= 0) AND (minute_of_day <= 1439)))
);
ALTER TABLE ONLY salon_slot
    ADD CONSTRAINT salon_slot_pkey PRIMARY KEY (id);
ALTER TABLE ONLY salon_slot
    ADD CONSTRAINT salon_slot_salon_id_minute_of_day_key UNIQUE (salon_id, minute_of_day);
ALTER TABLE ONLY salon_slot
    ADD CONSTRAINT salon_slot_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);

-- staff
CREATE TABLE staff (
    id integer NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    avatar text,
    home_salon_id integer NOT NULL,
    skill_level smallint DEFAULT 1 NOT NULL,
    is_master boolean DEFAULT false NOT NULL,
    experience text,
    total_customer integer DEFAULT 0 NOT NULL,
    rating_star numeric(3,2) DEFAULT 5 NOT NULL,
    rating_info jsonb DEFAULT '[]'::jsonb NOT NULL,
    favorite_images jsonb DEFAULT '[]'::jsonb NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    CONSTRAINT staff_kind_check CHECK ((kind = ANY (ARRAY['stylist'::text, 'skinner'::text]))),
    CONSTRAINT staff_skill_level_check CHECK (((skill_level >= 1) AND (skill_level <= 5)))
);
ALTER TABLE ONLY staff
    ADD CONSTRAINT staff_pkey PRIMARY KEY (id);
ALTER TABLE ONLY staff
    ADD CONSTRAINT staff_home_salon_id_fkey FOREIGN KEY (home_salon_id) REFERENCES salon(id);
CREATE INDEX staff_home_salon_idx ON staff USING btree (home_salon_id);

-- booking_person
CREATE TABLE booking_person (
    id serial,
    booking_id integer NOT NULL,
    person_index smallint NOT NULL,
    stylist_id integer NOT NULL,
    skinner_id integer,
    book_hour_id integer NOT NULL,
    sub_hour_id integer,
    second_sub_hour_id integer,
    services jsonb NOT NULL,
    total_money integer NOT NULL,
    CONSTRAINT booking_person_person_index_check CHECK (((person_index >= 0) AND (person_index <= 4))),
    CONSTRAINT booking_person_total_money_check CHECK ((total_money >= 0))
);
ALTER TABLE ONLY booking_person
    ADD CONSTRAINT booking_person_booking_id_person_index_key UNIQUE (booking_id, person_index);
ALTER TABLE ONLY booking_person
    ADD CONSTRAINT booking_person_pkey PRIMARY KEY (id);
ALTER TABLE ONLY booking_person
    ADD CONSTRAINT booking_person_book_hour_id_fkey FOREIGN KEY (book_hour_id) REFERENCES salon_slot(id);
ALTER TABLE ONLY booking_person
    ADD CONSTRAINT booking_person_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES booking(id) ON DELETE CASCADE;
ALTER TABLE ONLY booking_person
    ADD CONSTRAINT booking_person_second_sub_hour_id_fkey FOREIGN KEY (second_sub_hour_id) REFERENCES salon_slot(id);
ALTER TABLE ONLY booking_person
    ADD CONSTRAINT booking_person_skinner_id_fkey FOREIGN KEY (skinner_id) REFERENCES staff(id);
ALTER TABLE ONLY booking_person
    ADD CONSTRAINT booking_person_stylist_id_fkey FOREIGN KEY (stylist_id) REFERENCES staff(id);
ALTER TABLE ONLY booking_person
    ADD CONSTRAINT booking_person_sub_hour_id_fkey FOREIGN KEY (sub_hour_id) REFERENCES salon_slot(id);

-- booking_privacy_rule
CREATE TABLE booking_privacy_rule (
    member_type smallint NOT NULL,
    allow_book_stylist boolean DEFAULT true NOT NULL,
    allow_multiple boolean DEFAULT false NOT NULL,
    days_book_future smallint DEFAULT 1 NOT NULL,
    max_days_book_future smallint DEFAULT 2 NOT NULL,
    special_hours jsonb DEFAULT '{"today": [], "normal": [], "weekend": []}'::jsonb NOT NULL,
    CONSTRAINT booking_privacy_rule_check CHECK (((days_book_future >= 1) AND (days_book_future <= max_days_book_future))),
    CONSTRAINT booking_privacy_rule_max_days_book_future_check CHECK (((max_days_book_future >= 1) AND (max_days_book_future <= 3))),
    CONSTRAINT booking_privacy_rule_member_type_check CHECK ((member_type = ANY (ARRAY[0, 2, 3, 4])))
);
ALTER TABLE ONLY booking_privacy_rule
    ADD CONSTRAINT booking_privacy_rule_pkey PRIMARY KEY (member_type);

-- booking_reminder_setting
CREATE TABLE booking_reminder_setting (
    booking_id integer NOT NULL,
    enabled boolean NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY booking_reminder_setting
    ADD CONSTRAINT booking_reminder_setting_pkey PRIMARY KEY (booking_id);
ALTER TABLE ONLY booking_reminder_setting
    ADD CONSTRAINT booking_reminder_setting_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES booking(id) ON DELETE CASCADE;

-- campaign
CREATE TABLE campaign (
    id integer NOT NULL,
    name text NOT NULL,
    image_url text DEFAULT ''::text NOT NULL,
    condition_text text DEFAULT ''::text NOT NULL,
    scope text NOT NULL,
    claim_kind text DEFAULT 'none'::text NOT NULL,
    start_date date NOT NULL,
    end_date date NOT NULL,
    payment_method text DEFAULT ''::text NOT NULL,
    effect_kind text NOT NULL,
    effect_value integer NOT NULL,
    all_salons boolean DEFAULT true NOT NULL,
    remaining_usage integer,
    claim_stock integer,
    once_per_phone boolean DEFAULT false NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    CONSTRAINT campaign_check CHECK ((start_date <= end_date)),
    CONSTRAINT campaign_check1 CHECK (((effect_kind <> 'percent'::text) OR ((effect_value >= 1) AND (effect_value <= 100)))),
    CONSTRAINT campaign_claim_kind_check CHECK ((claim_kind = ANY (ARRAY['none'::text, 'one-phone'::text, 'reward'::text]))),
    CONSTRAINT campaign_claim_stock_check CHECK ((claim_stock >= 0)),
    CONSTRAINT campaign_effect_kind_check CHECK ((effect_kind = ANY (ARRAY['price'::text, 'percent'::text]))),
    CONSTRAINT campaign_effect_value_check CHECK ((effect_value >= 0)),
    CONSTRAINT campaign_remaining_usage_check CHECK ((remaining_usage >= 0)),
    CONSTRAINT campaign_scope_check CHECK ((scope = ANY (ARRAY['public'::text, 'voucher'::text])))
);
ALTER TABLE ONLY campaign
    ADD CONSTRAINT campaign_pkey PRIMARY KEY (id);

-- campaign_course
CREATE TABLE campaign_course (
    id serial,
    name text NOT NULL,
    name_en text NOT NULL,
    reward text NOT NULL,
    reward_en text NOT NULL,
    service_ids jsonb NOT NULL,
    visits_required integer NOT NULL,
    starts_on date NOT NULL,
    ends_on date,
    image text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    CONSTRAINT campaign_course_image_check CHECK ((image ~ '^/images/'::text)),
    CONSTRAINT campaign_course_service_ids_check CHECK ((jsonb_typeof(service_ids) = 'array'::text)),
    CONSTRAINT campaign_course_visits_required_check CHECK (((visits_required >= 1) AND (visits_required <= 50)))
);
ALTER TABLE ONLY campaign_course
    ADD CONSTRAINT campaign_course_pkey PRIMARY KEY (id);

-- voucher
CREATE TABLE voucher (
    id serial,
    campaign_id integer NOT NULL,
    customer_id integer NOT NULL,
    total_usage integer NOT NULL,
    remaining_usage integer NOT NULL,
    source text NOT NULL,
    promotion_code text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT voucher_check CHECK (((remaining_usage >= 0) AND (remaining_usage <= total_usage))),
    CONSTRAINT voucher_source_check CHECK ((source = ANY (ARRAY['code'::text, 'one-phone'::text, 'reward'::text, 'gift'::text, 'wheel'::text, 'lucky-sprint'::text]))),
    CONSTRAINT voucher_total_usage_check CHECK ((total_usage > 0))
);
ALTER TABLE ONLY voucher
    ADD CONSTRAINT voucher_pkey PRIMARY KEY (id);
ALTER TABLE ONLY voucher
    ADD CONSTRAINT voucher_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES campaign(id);
ALTER TABLE ONLY voucher
    ADD CONSTRAINT voucher_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
CREATE UNIQUE INDEX voucher_claim_customer_uq ON voucher USING btree (campaign_id, customer_id) WHERE (source = ANY (ARRAY['one-phone'::text, 'reward'::text]));
CREATE UNIQUE INDEX voucher_code_customer_uq ON voucher USING btree (promotion_code, customer_id) WHERE (promotion_code IS NOT NULL);
CREATE INDEX voucher_customer_idx ON voucher USING btree (customer_id, campaign_id);

-- campaign_redemption
CREATE TABLE campaign_redemption (
    id serial,
    booking_id integer NOT NULL,
    person_index smallint NOT NULL,
    campaign_id integer NOT NULL,
    voucher_id integer,
    customer_id integer NOT NULL,
    once_per_phone boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone NOT NULL,
    released_at timestamp with time zone,
    taken_at timestamp with time zone
);
ALTER TABLE ONLY campaign_redemption
    ADD CONSTRAINT campaign_redemption_booking_id_person_index_campaign_id_key UNIQUE (booking_id, person_index, campaign_id);
ALTER TABLE ONLY campaign_redemption
    ADD CONSTRAINT campaign_redemption_pkey PRIMARY KEY (id);
ALTER TABLE ONLY campaign_redemption
    ADD CONSTRAINT campaign_redemption_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES booking(id) ON DELETE CASCADE;
ALTER TABLE ONLY campaign_redemption
    ADD CONSTRAINT campaign_redemption_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES campaign(id);
ALTER TABLE ONLY campaign_redemption
    ADD CONSTRAINT campaign_redemption_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY campaign_redemption
    ADD CONSTRAINT campaign_redemption_voucher_id_fkey FOREIGN KEY (voucher_id) REFERENCES voucher(id);
CREATE UNIQUE INDEX campaign_redemption_once_uq ON campaign_redemption USING btree (campaign_id, customer_id) WHERE (once_per_phone AND (released_at IS NULL) AND (taken_at IS NOT NULL));
CREATE INDEX campaign_redemption_voucher_idx ON campaign_redemption USING btree (voucher_id);

-- campaign_salon
CREATE TABLE campaign_salon (
    campaign_id integer NOT NULL,
    salon_id integer NOT NULL
);
ALTER TABLE ONLY campaign_salon
    ADD CONSTRAINT campaign_salon_pkey PRIMARY KEY (campaign_id, salon_id);
ALTER TABLE ONLY campaign_salon
    ADD CONSTRAINT campaign_salon_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES campaign(id) ON DELETE CASCADE;
ALTER TABLE ONLY campaign_salon
    ADD CONSTRAINT campaign_salon_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);

-- service_category
CREATE TABLE service_category (
    id integer NOT NULL,
    title text NOT NULL,
    sort_order integer NOT NULL,
    bg_color text NOT NULL,
    text_color text NOT NULL
);
ALTER TABLE ONLY service_category
    ADD CONSTRAINT service_category_pkey PRIMARY KEY (id);

-- service_group
CREATE TABLE service_group (
    id integer NOT NULL,
    category_id integer NOT NULL,
    title text NOT NULL,
    title_content text DEFAULT ''::text NOT NULL,
    tags jsonb DEFAULT '[]'::jsonb NOT NULL,
    banners jsonb DEFAULT '[]'::jsonb NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL
);
ALTER TABLE ONLY service_group
    ADD CONSTRAINT service_group_pkey PRIMARY KEY (id);
ALTER TABLE ONLY service_group
    ADD CONSTRAINT service_group_category_id_fkey FOREIGN KEY (category_id) REFERENCES service_category(id);

-- service
CREATE TABLE service (
    id integer NOT NULL,
    group_id integer NOT NULL,
    name text NOT NULL,
    subtitle text DEFAULT ''::text NOT NULL,
    version_name text,
    price integer NOT NULL,
    old_price integer,
    time_serve smallint NOT NULL,
    images jsonb DEFAULT '[]'::jsonb NOT NULL,
    tags jsonb DEFAULT '[]'::jsonb NOT NULL,
    has_detail boolean DEFAULT false NOT NULL,
    parent_service_id integer,
    is_default_service boolean DEFAULT false NOT NULL,
    combo_detail jsonb DEFAULT '[]'::jsonb NOT NULL,
    service_delivery_type smallint DEFAULT 1 NOT NULL,
    needs_skinner boolean DEFAULT false NOT NULL,
    is_sold boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    CONSTRAINT service_old_price_check CHECK ((old_price >= 0)),
    CONSTRAINT service_price_check CHECK ((price >= 0)),
    CONSTRAINT service_service_delivery_type_check CHECK ((service_delivery_type = ANY (ARRAY[1, 2, 3]))),
    CONSTRAINT service_time_serve_check CHECK ((time_serve > 0))
);
ALTER TABLE ONLY service
    ADD CONSTRAINT service_pkey PRIMARY KEY (id);
ALTER TABLE ONLY service
    ADD CONSTRAINT service_group_id_fkey FOREIGN KEY (group_id) REFERENCES service_group(id);
ALTER TABLE ONLY service
    ADD CONSTRAINT service_parent_service_id_fkey FOREIGN KEY (parent_service_id) REFERENCES service(id);
CREATE INDEX service_group_idx ON service USING btree (group_id);

-- campaign_service
CREATE TABLE campaign_service (
    campaign_id integer NOT NULL,
    service_id integer NOT NULL,
    role text NOT NULL,
    CONSTRAINT campaign_service_role_check CHECK ((role = ANY (ARRAY['condition'::text, 'apply'::text])))
);
ALTER TABLE ONLY campaign_service
    ADD CONSTRAINT campaign_service_pkey PRIMARY KEY (campaign_id, service_id, role);
ALTER TABLE ONLY campaign_service
    ADD CONSTRAINT campaign_service_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES campaign(id) ON DELETE CASCADE;
ALTER TABLE ONLY campaign_service
    ADD CONSTRAINT campaign_service_service_id_fkey FOREIGN KEY (service_id) REFERENCES service(id);

-- captcha_spent
CREATE TABLE captcha_spent (
    challenge_id text NOT NULL,
    expires_at timestamp with time zone NOT NULL
);
ALTER TABLE ONLY captcha_spent
    ADD CONSTRAINT captcha_spent_pkey PRIMARY KEY (challenge_id);

-- content_version
CREATE TABLE content_version (
    id integer NOT NULL,
    version bigint NOT NULL,
    CONSTRAINT content_version_id_check CHECK ((id = 1))
);
ALTER TABLE ONLY content_version
    ADD CONSTRAINT content_version_pkey PRIMARY KEY (id);

-- customer_saved_address
CREATE TABLE customer_saved_address (
    customer_phone text NOT NULL,
    attr_id integer NOT NULL,
    attr_name text NOT NULL,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    detail text DEFAULT ''::text NOT NULL,
    place_id text,
    address text DEFAULT ''::text NOT NULL,
    old_address text,
    province_code text,
    ward_code text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT customer_saved_address_address_check CHECK ((length(address) <= 300)),
    CONSTRAINT customer_saved_address_attr_id_check CHECK ((attr_id > 0)),
    CONSTRAINT customer_saved_address_attr_name_check CHECK (((length(attr_name) >= 1) AND (length(attr_name) <= 100))),
    CONSTRAINT customer_saved_address_customer_phone_check CHECK ((customer_phone ~ '^\+84[1-9][0-9]{8}$'::text)),
    CONSTRAINT customer_saved_address_detail_check CHECK ((length(detail) <= 120)),
    CONSTRAINT customer_saved_address_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT customer_saved_address_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
    CONSTRAINT customer_saved_address_old_address_check CHECK ((length(old_address) <= 300)),
    CONSTRAINT customer_saved_address_place_id_check CHECK ((length(place_id) <= 20)),
    CONSTRAINT customer_saved_address_province_code_check CHECK ((length(province_code) <= 5)),
    CONSTRAINT customer_saved_address_ward_code_check CHECK ((length(ward_code) <= 5))
);
CREATE SEQUENCE customer_saved_address_attr_id_seq
    START WITH 1000
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
ALTER SEQUENCE customer_saved_address_attr_id_seq OWNED BY customer_saved_address.attr_id;
ALTER TABLE ONLY customer_saved_address ALTER COLUMN attr_id SET DEFAULT nextval('customer_saved_address_attr_id_seq'::regclass);
ALTER TABLE ONLY customer_saved_address
    ADD CONSTRAINT customer_saved_address_pkey PRIMARY KEY (customer_phone, attr_id);
CREATE UNIQUE INDEX customer_saved_address_attr_id_uq ON customer_saved_address USING btree (attr_id);

-- discover_post
CREATE TABLE discover_post (
    id serial,
    title text NOT NULL,
    title_en text NOT NULL,
    summary text NOT NULL,
    summary_en text NOT NULL,
    body text NOT NULL,
    body_en text NOT NULL,
    image text NOT NULL,
    tag text DEFAULT ''::text NOT NULL,
    published_at timestamp with time zone NOT NULL,
    total_like integer DEFAULT 0 NOT NULL,
    tag_en text DEFAULT ''::text NOT NULL,
    CONSTRAINT discover_post_image_check CHECK ((image ~ '^/images/'::text)),
    CONSTRAINT discover_post_total_like_check CHECK ((total_like >= 0))
);
ALTER TABLE ONLY discover_post
    ADD CONSTRAINT discover_post_pkey PRIMARY KEY (id);
CREATE INDEX discover_post_published_idx ON discover_post USING btree (published_at DESC, id DESC);

-- discover_like
CREATE TABLE discover_like (
    post_id integer NOT NULL,
    customer_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY discover_like
    ADD CONSTRAINT discover_like_pkey PRIMARY KEY (post_id, customer_id);
ALTER TABLE ONLY discover_like
    ADD CONSTRAINT discover_like_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY discover_like
    ADD CONSTRAINT discover_like_post_id_fkey FOREIGN KEY (post_id) REFERENCES discover_post(id);
CREATE INDEX discover_like_customer_idx ON discover_like USING btree (customer_id, created_at DESC);

-- guide_screen
CREATE TABLE guide_screen (
    id integer NOT NULL,
    salon_id integer,
    step smallint NOT NULL,
    guide text DEFAULT ''::text NOT NULL,
    guide_list jsonb DEFAULT '[]'::jsonb NOT NULL,
    CONSTRAINT guide_screen_guide_list_check CHECK ((jsonb_typeof(guide_list) = 'array'::text)),
    CONSTRAINT guide_screen_step_check CHECK ((step = ANY (ARRAY[1, 2, 5])))
);
ALTER TABLE ONLY guide_screen
    ADD CONSTRAINT guide_screen_pkey PRIMARY KEY (id);
ALTER TABLE ONLY guide_screen
    ADD CONSTRAINT guide_screen_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);
CREATE UNIQUE INDEX guide_screen_salon_step_idx ON guide_screen USING btree (COALESCE(salon_id, 0), step);

-- home_document
CREATE TABLE home_document (
    name text NOT NULL,
    body jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT home_document_body_check CHECK ((jsonb_typeof(body) = ANY (ARRAY['object'::text, 'array'::text]))),
    CONSTRAINT home_document_name_check CHECK ((name ~ '^[a-z0-9-]{1,60}$'::text))
);
ALTER TABLE ONLY home_document
    ADD CONSTRAINT home_document_pkey PRIMARY KEY (name);

-- login_failure
CREATE TABLE login_failure (
    id bigserial,
    phone text NOT NULL,
    client_ip text NOT NULL,
    created_at timestamp with time zone NOT NULL
);
ALTER TABLE ONLY login_failure
    ADD CONSTRAINT login_failure_pkey PRIMARY KEY (id);
CREATE INDEX login_failure_ip_idx ON login_failure USING btree (client_ip, created_at);
CREATE INDEX login_failure_phone_idx ON login_failure USING btree (phone, created_at);

-- lucky_account
CREATE TABLE lucky_account (
    customer_id integer NOT NULL,
    spins integer DEFAULT 0 NOT NULL,
    points integer DEFAULT 0 NOT NULL,
    CONSTRAINT lucky_account_points_check CHECK ((points >= 0)),
    CONSTRAINT lucky_account_spins_check CHECK ((spins >= 0))
);
ALTER TABLE ONLY lucky_account
    ADD CONSTRAINT lucky_account_pkey PRIMARY KEY (customer_id);
ALTER TABLE ONLY lucky_account
    ADD CONSTRAINT lucky_account_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);

-- lucky_exchange_package
CREATE TABLE lucky_exchange_package (
    id integer NOT NULL,
    name text NOT NULL,
    name_en text NOT NULL,
    points integer NOT NULL,
    spins integer NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    CONSTRAINT lucky_exchange_package_points_check CHECK ((points > 0)),
    CONSTRAINT lucky_exchange_package_spins_check CHECK ((spins > 0))
);
ALTER TABLE ONLY lucky_exchange_package
    ADD CONSTRAINT lucky_exchange_package_pkey PRIMARY KEY (id);

-- lucky_wheel
CREATE TABLE lucky_wheel (
    id integer NOT NULL,
    name text NOT NULL,
    name_en text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    description_en text DEFAULT ''::text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL
);
ALTER TABLE ONLY lucky_wheel
    ADD CONSTRAINT lucky_wheel_pkey PRIMARY KEY (id);

-- lucky_gift
CREATE TABLE lucky_gift (
    id integer NOT NULL,
    wheel_id integer NOT NULL,
    "position" smallint NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    name_en text NOT NULL,
    campaign_id integer,
    amount integer DEFAULT 0 NOT NULL,
    weight integer NOT NULL,
    stock integer,
    color text NOT NULL,
    CONSTRAINT lucky_gift_amount_check CHECK ((amount >= 0)),
    CONSTRAINT lucky_gift_check CHECK (((kind = 'voucher'::text) = (campaign_id IS NOT NULL))),
    CONSTRAINT lucky_gift_check1 CHECK (((kind <> ALL (ARRAY['points'::text, 'spins'::text])) OR (amount > 0))),
    CONSTRAINT lucky_gift_kind_check CHECK ((kind = ANY (ARRAY['voucher'::text, 'points'::text, 'spins'::text, 'none'::text]))),
    CONSTRAINT lucky_gift_position_check CHECK (("position" >= 0)),
    CONSTRAINT lucky_gift_stock_check CHECK ((stock >= 0)),
    CONSTRAINT lucky_gift_weight_check CHECK ((weight >= 0))
);
ALTER TABLE ONLY lucky_gift
    ADD CONSTRAINT lucky_gift_pkey PRIMARY KEY (id);
ALTER TABLE ONLY lucky_gift
    ADD CONSTRAINT lucky_gift_wheel_id_position_key UNIQUE (wheel_id, "position");
ALTER TABLE ONLY lucky_gift
    ADD CONSTRAINT lucky_gift_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES campaign(id);
ALTER TABLE ONLY lucky_gift
    ADD CONSTRAINT lucky_gift_wheel_id_fkey FOREIGN KEY (wheel_id) REFERENCES lucky_wheel(id);

-- lucky_point_ledger
CREATE TABLE lucky_point_ledger (
    id serial,
    customer_id integer NOT NULL,
    amount integer NOT NULL,
    kind text NOT NULL,
    points_after integer NOT NULL,
    note text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT lucky_point_ledger_amount_check CHECK ((amount <> 0)),
    CONSTRAINT lucky_point_ledger_kind_check CHECK ((kind = ANY (ARRAY['opening'::text, 'gift'::text, 'exchange'::text, 'sprint'::text]))),
    CONSTRAINT lucky_point_ledger_points_after_check CHECK ((points_after >= 0))
);
ALTER TABLE ONLY lucky_point_ledger
    ADD CONSTRAINT lucky_point_ledger_pkey PRIMARY KEY (id);
ALTER TABLE ONLY lucky_point_ledger
    ADD CONSTRAINT lucky_point_ledger_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
CREATE INDEX lucky_point_ledger_customer_idx ON lucky_point_ledger USING btree (customer_id, id);

-- lucky_quest
CREATE TABLE lucky_quest (
    id integer NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    name_en text NOT NULL,
    spins integer NOT NULL,
    max_times integer,
    is_active boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    CONSTRAINT lucky_quest_kind_check CHECK ((kind = ANY (ARRAY['visit'::text, 'rating'::text, 'topup'::text]))),
    CONSTRAINT lucky_quest_max_times_check CHECK ((max_times > 0)),
    CONSTRAINT lucky_quest_spins_check CHECK ((spins > 0))
);
ALTER TABLE ONLY lucky_quest
    ADD CONSTRAINT lucky_quest_pkey PRIMARY KEY (id);

-- lucky_quest_completion
CREATE TABLE lucky_quest_completion (
    id serial,
    quest_id integer NOT NULL,
    customer_id integer NOT NULL,
    source_id integer NOT NULL,
    spins integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY lucky_quest_completion
    ADD CONSTRAINT lucky_quest_completion_customer_id_quest_id_source_id_key UNIQUE (customer_id, quest_id, source_id);
ALTER TABLE ONLY lucky_quest_completion
    ADD CONSTRAINT lucky_quest_completion_pkey PRIMARY KEY (id);
ALTER TABLE ONLY lucky_quest_completion
    ADD CONSTRAINT lucky_quest_completion_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY lucky_quest_completion
    ADD CONSTRAINT lucky_quest_completion_quest_id_fkey FOREIGN KEY (quest_id) REFERENCES lucky_quest(id);

-- lucky_received_gift
CREATE TABLE lucky_received_gift (
    id serial,
    customer_id integer NOT NULL,
    wheel_id integer NOT NULL,
    gift_id integer NOT NULL,
    voucher_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY lucky_received_gift
    ADD CONSTRAINT lucky_received_gift_pkey PRIMARY KEY (id);
ALTER TABLE ONLY lucky_received_gift
    ADD CONSTRAINT lucky_received_gift_voucher_id_key UNIQUE (voucher_id);
ALTER TABLE ONLY lucky_received_gift
    ADD CONSTRAINT lucky_received_gift_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY lucky_received_gift
    ADD CONSTRAINT lucky_received_gift_gift_id_fkey FOREIGN KEY (gift_id) REFERENCES lucky_gift(id);
ALTER TABLE ONLY lucky_received_gift
    ADD CONSTRAINT lucky_received_gift_voucher_id_fkey FOREIGN KEY (voucher_id) REFERENCES voucher(id);
ALTER TABLE ONLY lucky_received_gift
    ADD CONSTRAINT lucky_received_gift_wheel_id_fkey FOREIGN KEY (wheel_id) REFERENCES lucky_wheel(id);
CREATE INDEX lucky_received_gift_customer_idx ON lucky_received_gift USING btree (customer_id, id);
CREATE INDEX lucky_received_gift_recent_idx ON lucky_received_gift USING btree (id DESC);

-- lucky_spin_ledger
CREATE TABLE lucky_spin_ledger (
    id serial,
    customer_id integer NOT NULL,
    amount integer NOT NULL,
    kind text NOT NULL,
    spins_after integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT lucky_spin_ledger_amount_check CHECK ((amount <> 0)),
    CONSTRAINT lucky_spin_ledger_kind_check CHECK ((kind = ANY (ARRAY['opening'::text, 'quest'::text, 'exchange'::text, 'spin'::text, 'gift'::text]))),
    CONSTRAINT lucky_spin_ledger_spins_after_check CHECK ((spins_after >= 0))
);
ALTER TABLE ONLY lucky_spin_ledger
    ADD CONSTRAINT lucky_spin_ledger_pkey PRIMARY KEY (id);
ALTER TABLE ONLY lucky_spin_ledger
    ADD CONSTRAINT lucky_spin_ledger_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
CREATE INDEX lucky_spin_ledger_customer_idx ON lucky_spin_ledger USING btree (customer_id, id);

-- lucky_sprint_voucher
CREATE TABLE lucky_sprint_voucher (
    id integer NOT NULL,
    campaign_id integer NOT NULL,
    points integer NOT NULL,
    stock integer,
    uses_per_voucher integer DEFAULT 1 NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    CONSTRAINT lucky_sprint_voucher_points_check CHECK ((points > 0)),
    CONSTRAINT lucky_sprint_voucher_stock_check CHECK ((stock >= 0)),
    CONSTRAINT lucky_sprint_voucher_uses_per_voucher_check CHECK ((uses_per_voucher > 0))
);
ALTER TABLE ONLY lucky_sprint_voucher
    ADD CONSTRAINT lucky_sprint_voucher_pkey PRIMARY KEY (id);
ALTER TABLE ONLY lucky_sprint_voucher
    ADD CONSTRAINT lucky_sprint_voucher_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES campaign(id);

-- lucky_sprint_exchange
CREATE TABLE lucky_sprint_exchange (
    id serial,
    sprint_voucher_id integer NOT NULL,
    customer_id integer NOT NULL,
    voucher_id integer NOT NULL,
    points integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY lucky_sprint_exchange
    ADD CONSTRAINT lucky_sprint_exchange_pkey PRIMARY KEY (id);
ALTER TABLE ONLY lucky_sprint_exchange
    ADD CONSTRAINT lucky_sprint_exchange_voucher_id_key UNIQUE (voucher_id);
ALTER TABLE ONLY lucky_sprint_exchange
    ADD CONSTRAINT lucky_sprint_exchange_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY lucky_sprint_exchange
    ADD CONSTRAINT lucky_sprint_exchange_sprint_voucher_id_fkey FOREIGN KEY (sprint_voucher_id) REFERENCES lucky_sprint_voucher(id);
ALTER TABLE ONLY lucky_sprint_exchange
    ADD CONSTRAINT lucky_sprint_exchange_voucher_id_fkey FOREIGN KEY (voucher_id) REFERENCES voucher(id);

-- member_price
CREATE TABLE member_price (
    id serial,
    member_type smallint NOT NULL,
    service_id integer,
    group_id integer,
    percent smallint NOT NULL,
    CONSTRAINT member_price_check CHECK (((service_id IS NULL) OR (group_id IS NULL))),
    CONSTRAINT member_price_member_type_check CHECK ((member_type = ANY (ARRAY[2, 3, 4]))),
    CONSTRAINT member_price_percent_check CHECK (((percent >= 0) AND (percent <= 100)))
);
ALTER TABLE ONLY member_price
    ADD CONSTRAINT member_price_pkey PRIMARY KEY (id);
ALTER TABLE ONLY member_price
    ADD CONSTRAINT member_price_group_id_fkey FOREIGN KEY (group_id) REFERENCES service_group(id) ON DELETE CASCADE;
ALTER TABLE ONLY member_price
    ADD CONSTRAINT member_price_service_id_fkey FOREIGN KEY (service_id) REFERENCES service(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX member_price_scope_idx ON member_price USING btree (member_type, COALESCE(service_id, 0), COALESCE(group_id, 0));

-- otp_code
CREATE TABLE otp_code (
    id bigserial,
    phone text NOT NULL,
    purpose text NOT NULL,
    ref text DEFAULT ''::text NOT NULL,
    method text NOT NULL,
    code_hash text NOT NULL,
    client_ip text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    wrong_tries integer DEFAULT 0 NOT NULL,
    consumed_at timestamp with time zone,
    CONSTRAINT otp_code_client_ip_check CHECK ((char_length(client_ip) <= 64)),
    CONSTRAINT otp_code_method_check CHECK ((method = ANY (ARRAY['zalo'::text, 'sms'::text, 'voice'::text]))),
    CONSTRAINT otp_code_phone_check CHECK ((phone ~ '^\+84[1-9][0-9]{8}$'::text)),
    CONSTRAINT otp_code_purpose_check CHECK ((purpose = ANY (ARRAY['login'::text, 'booking'::text]))),
    CONSTRAINT otp_code_ref_check CHECK ((char_length(ref) <= 64)),
    CONSTRAINT otp_code_wrong_tries_check CHECK (((wrong_tries >= 0) AND (wrong_tries <= 5)))
);
ALTER TABLE ONLY otp_code
    ADD CONSTRAINT otp_code_pkey PRIMARY KEY (id);
CREATE INDEX otp_code_ip_idx ON otp_code USING btree (client_ip, created_at);
CREATE INDEX otp_code_phone_idx ON otp_code USING btree (phone, purpose, created_at DESC);

-- otp_outbox
CREATE TABLE otp_outbox (
    id bigserial,
    phone text NOT NULL,
    code text NOT NULL,
    method text NOT NULL,
    text text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY otp_outbox
    ADD CONSTRAINT otp_outbox_pkey PRIMARY KEY (id);
CREATE INDEX otp_outbox_phone_idx ON otp_outbox USING btree (phone, id DESC);

-- otp_wrong_try
CREATE TABLE otp_wrong_try (
    id bigserial,
    code_id bigint NOT NULL,
    phone text NOT NULL,
    client_ip text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    CONSTRAINT otp_wrong_try_client_ip_check CHECK ((char_length(client_ip) <= 64))
);
ALTER TABLE ONLY otp_wrong_try
    ADD CONSTRAINT otp_wrong_try_pkey PRIMARY KEY (id);
CREATE INDEX otp_wrong_try_code_idx ON otp_wrong_try USING btree (code_id, client_ip);
CREATE INDEX otp_wrong_try_ip_idx ON otp_wrong_try USING btree (client_ip, created_at);
CREATE INDEX otp_wrong_try_phone_idx ON otp_wrong_try USING btree (phone, created_at);
CREATE INDEX otp_wrong_try_time_idx ON otp_wrong_try USING btree (created_at);

-- personal_data_consent
CREATE TABLE personal_data_consent (
    id bigserial,
    phone text NOT NULL,
    brand_name text NOT NULL,
    customer_id integer,
    agreed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT personal_data_consent_brand_name_check CHECK (((char_length(brand_name) >= 1) AND (char_length(brand_name) <= 40))),
    CONSTRAINT personal_data_consent_phone_check CHECK ((phone ~ '^\+84[1-9][0-9]{8}$'::text))
);
ALTER TABLE ONLY personal_data_consent
    ADD CONSTRAINT personal_data_consent_pkey PRIMARY KEY (id);
ALTER TABLE ONLY personal_data_consent
    ADD CONSTRAINT personal_data_consent_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
CREATE INDEX personal_data_consent_phone_idx ON personal_data_consent USING btree (phone);

-- product_group
CREATE TABLE product_group (
    id integer NOT NULL,
    name text NOT NULL
);
ALTER TABLE ONLY product_group
    ADD CONSTRAINT product_group_pkey PRIMARY KEY (id);

-- product
CREATE TABLE product (
    id integer NOT NULL,
    group_id integer NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    image text NOT NULL,
    price integer NOT NULL,
    listed_price integer,
    sort_order integer DEFAULT 0 NOT NULL,
    CONSTRAINT product_listed_price_check CHECK ((listed_price >= 0)),
    CONSTRAINT product_price_check CHECK ((price >= 0)),
    CONSTRAINT product_slug_check CHECK ((slug ~ '^[a-z0-9-]{1,120}$'::text))
);
ALTER TABLE ONLY product
    ADD CONSTRAINT product_pkey PRIMARY KEY (id);
ALTER TABLE ONLY product
    ADD CONSTRAINT product_slug_key UNIQUE (slug);
ALTER TABLE ONLY product
    ADD CONSTRAINT product_group_id_fkey FOREIGN KEY (group_id) REFERENCES product_group(id);
CREATE INDEX product_group_idx ON product USING btree (group_id, sort_order);

-- promotion_code
CREATE TABLE promotion_code (
    code text NOT NULL,
    campaign_id integer NOT NULL,
    uses_per_voucher integer DEFAULT 1 NOT NULL,
    remaining_claims integer,
    CONSTRAINT promotion_code_code_check CHECK (((code = upper(code)) AND ((char_length(code) >= 3) AND (char_length(code) <= 32)))),
    CONSTRAINT promotion_code_remaining_claims_check CHECK ((remaining_claims >= 0)),
    CONSTRAINT promotion_code_uses_per_voucher_check CHECK ((uses_per_voucher > 0))
);
ALTER TABLE ONLY promotion_code
    ADD CONSTRAINT promotion_code_pkey PRIMARY KEY (code);
ALTER TABLE ONLY promotion_code
    ADD CONSTRAINT promotion_code_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES campaign(id);

-- rate_limit
CREATE TABLE rate_limit (
    key text NOT NULL,
    reset_at timestamp with time zone NOT NULL,
    n integer NOT NULL,
    CONSTRAINT rate_limit_key_check CHECK ((char_length(key) <= 200))
);
ALTER TABLE ONLY rate_limit
    ADD CONSTRAINT rate_limit_pkey PRIMARY KEY (key);
CREATE INDEX rate_limit_reset_idx ON rate_limit USING btree (reset_at);

-- receptionist
CREATE TABLE receptionist (
    id integer NOT NULL,
    name text NOT NULL,
    avatar text,
    home_salon_id integer NOT NULL,
    is_active boolean DEFAULT true NOT NULL
);
ALTER TABLE ONLY receptionist
    ADD CONSTRAINT receptionist_pkey PRIMARY KEY (id);
ALTER TABLE ONLY receptionist
    ADD CONSTRAINT receptionist_home_salon_id_fkey FOREIGN KEY (home_salon_id) REFERENCES salon(id);

-- reception_shift
CREATE TABLE reception_shift (
    receptionist_id integer NOT NULL,
    work_date date NOT NULL,
    salon_id integer NOT NULL
);
ALTER TABLE ONLY reception_shift
    ADD CONSTRAINT reception_shift_pkey PRIMARY KEY (receptionist_id, work_date);
ALTER TABLE ONLY reception_shift
    ADD CONSTRAINT reception_shift_receptionist_id_fkey FOREIGN KEY (receptionist_id) REFERENCES receptionist(id);
ALTER TABLE ONLY reception_shift
    ADD CONSTRAINT reception_shift_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);
CREATE INDEX reception_shift_salon_day_idx ON reception_shift USING btree (salon_id, work_date);

-- reminder_delivery
CREATE TABLE reminder_delivery (
    id bigserial,
    job_id bigint NOT NULL,
    booking_id integer NOT NULL,
    phone text NOT NULL,
    channel text NOT NULL,
    text text NOT NULL,
    sent_at timestamp with time zone NOT NULL
);
ALTER TABLE ONLY reminder_delivery
    ADD CONSTRAINT reminder_delivery_job_id_key UNIQUE (job_id);
ALTER TABLE ONLY reminder_delivery
    ADD CONSTRAINT reminder_delivery_pkey PRIMARY KEY (id);
ALTER TABLE ONLY reminder_delivery
    ADD CONSTRAINT reminder_delivery_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES booking(id) ON DELETE CASCADE;
CREATE INDEX reminder_delivery_phone_idx ON reminder_delivery USING btree (phone, id);

-- salon_closure
CREATE TABLE salon_closure (
    id serial,
    salon_id integer NOT NULL,
    message text NOT NULL,
    starts_on date NOT NULL,
    ends_on date NOT NULL,
    CONSTRAINT salon_closure_check CHECK ((starts_on <= ends_on))
);
ALTER TABLE ONLY salon_closure
    ADD CONSTRAINT salon_closure_pkey PRIMARY KEY (id);
ALTER TABLE ONLY salon_closure
    ADD CONSTRAINT salon_closure_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);

-- salon_closure_backup
CREATE TABLE salon_closure_backup (
    closure_id integer NOT NULL,
    salon_id integer NOT NULL
);
ALTER TABLE ONLY salon_closure_backup
    ADD CONSTRAINT salon_closure_backup_pkey PRIMARY KEY (closure_id, salon_id);
ALTER TABLE ONLY salon_closure_backup
    ADD CONSTRAINT salon_closure_backup_closure_id_fkey FOREIGN KEY (closure_id) REFERENCES salon_closure(id) ON DELETE CASCADE;
ALTER TABLE ONLY salon_closure_backup
    ADD CONSTRAINT salon_closure_backup_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);

-- salon_service
CREATE TABLE salon_service (
    salon_id integer NOT NULL,
    service_id integer NOT NULL
);
ALTER TABLE ONLY salon_service
    ADD CONSTRAINT salon_service_pkey PRIMARY KEY (salon_id, service_id);
ALTER TABLE ONLY salon_service
    ADD CONSTRAINT salon_service_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);
ALTER TABLE ONLY salon_service
    ADD CONSTRAINT salon_service_service_id_fkey FOREIGN KEY (service_id) REFERENCES service(id);

-- scheduled_jobs
CREATE TABLE scheduled_jobs (
    id bigserial,
    kind text NOT NULL,
    dedupe_key text,
    run_at timestamp with time zone NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    max_attempts integer DEFAULT 5 NOT NULL,
    next_attempt_at timestamp with time zone NOT NULL,
    last_error text,
    locked_until timestamp with time zone,
    claimed_by text,
    done_at timestamp with time zone,
    failed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY scheduled_jobs
    ADD CONSTRAINT scheduled_jobs_pkey PRIMARY KEY (id);
CREATE INDEX scheduled_jobs_due_idx ON scheduled_jobs USING btree (next_attempt_at) WHERE ((done_at IS NULL) AND (failed_at IS NULL));
CREATE INDEX scheduled_jobs_key_idx ON scheduled_jobs USING btree (dedupe_key text_pattern_ops);
CREATE UNIQUE INDEX scheduled_jobs_open_key_idx ON scheduled_jobs USING btree (dedupe_key) WHERE ((done_at IS NULL) AND (failed_at IS NULL));

-- service_next_step_rule
CREATE TABLE service_next_step_rule (
    id integer NOT NULL,
    rule_type text NOT NULL,
    service_selected text DEFAULT ''::text NOT NULL,
    list_service jsonb NOT NULL,
    title text NOT NULL,
    image text,
    sort_order integer DEFAULT 0 NOT NULL,
    CONSTRAINT service_next_step_rule_list_service_check CHECK ((jsonb_typeof(list_service) = 'array'::text)),
    CONSTRAINT service_next_step_rule_rule_type_check CHECK ((rule_type = ANY (ARRAY['equals'::text, 'regex'::text, 'other'::text])))
);
ALTER TABLE ONLY service_next_step_rule
    ADD CONSTRAINT service_next_step_rule_pkey PRIMARY KEY (id);

-- service_special_day_rule
CREATE TABLE service_special_day_rule (
    service_id integer NOT NULL,
    dates jsonb DEFAULT '[]'::jsonb NOT NULL,
    special_price integer,
    stylist_price integer,
    special_stylist_price integer,
    stylist_level_id smallint,
    CONSTRAINT service_special_day_rule_check CHECK (((special_price IS NOT NULL) OR (stylist_price IS NOT NULL) OR (special_stylist_price IS NOT NULL))),
    CONSTRAINT service_special_day_rule_check1 CHECK ((((stylist_price IS NULL) AND (special_stylist_price IS NULL)) OR (stylist_level_id IS NOT NULL))),
    CONSTRAINT service_special_day_rule_dates_check CHECK ((jsonb_typeof(dates) = 'array'::text)),
    CONSTRAINT service_special_day_rule_special_price_check CHECK ((special_price >= 0)),
    CONSTRAINT service_special_day_rule_special_stylist_price_check CHECK ((special_stylist_price >= 0)),
    CONSTRAINT service_special_day_rule_stylist_level_id_check CHECK (((stylist_level_id >= 1) AND (stylist_level_id <= 5))),
    CONSTRAINT service_special_day_rule_stylist_price_check CHECK ((stylist_price >= 0))
);
ALTER TABLE ONLY service_special_day_rule
    ADD CONSTRAINT service_special_day_rule_pkey PRIMARY KEY (service_id);
ALTER TABLE ONLY service_special_day_rule
    ADD CONSTRAINT service_special_day_rule_service_id_fkey FOREIGN KEY (service_id) REFERENCES service(id);

-- service_upsale
CREATE TABLE service_upsale (
    service_id integer NOT NULL,
    upsale_service_id integer NOT NULL
);
ALTER TABLE ONLY service_upsale
    ADD CONSTRAINT service_upsale_pkey PRIMARY KEY (service_id, upsale_service_id);
ALTER TABLE ONLY service_upsale
    ADD CONSTRAINT service_upsale_service_id_fkey FOREIGN KEY (service_id) REFERENCES service(id);
ALTER TABLE ONLY service_upsale
    ADD CONSTRAINT service_upsale_upsale_service_id_fkey FOREIGN KEY (upsale_service_id) REFERENCES service(id);

-- staff_challenge
CREATE TABLE staff_challenge (
    id serial,
    title text NOT NULL,
    title_en text NOT NULL,
    reward text NOT NULL,
    reward_en text NOT NULL,
    metric text NOT NULL,
    target integer NOT NULL,
    starts_on date NOT NULL,
    ends_on date NOT NULL,
    CONSTRAINT staff_challenge_check CHECK ((ends_on >= starts_on)),
    CONSTRAINT staff_challenge_metric_check CHECK ((metric = ANY (ARRAY['five_star_ratings'::text, 'visits'::text]))),
    CONSTRAINT staff_challenge_target_check CHECK ((target > 0))
);
ALTER TABLE ONLY staff_challenge
    ADD CONSTRAINT staff_challenge_pkey PRIMARY KEY (id);

-- staff_shift
CREATE TABLE staff_shift (
    staff_id integer NOT NULL,
    work_date date NOT NULL,
    salon_id integer NOT NULL,
    start_minute smallint NOT NULL,
    end_minute smallint NOT NULL,
    CONSTRAINT staff_shift_check CHECK ((start_minute < end_minute))
);
ALTER TABLE ONLY staff_shift
    ADD CONSTRAINT staff_shift_pkey PRIMARY KEY (staff_id, work_date);
ALTER TABLE ONLY staff_shift
    ADD CONSTRAINT staff_shift_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);
ALTER TABLE ONLY staff_shift
    ADD CONSTRAINT staff_shift_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(id);
CREATE INDEX staff_shift_salon_day_idx ON staff_shift USING btree (salon_id, work_date);

-- staff_slot_claim
CREATE TABLE staff_slot_claim (
    staff_id integer NOT NULL,
    work_date date NOT NULL,
    slot_id integer NOT NULL,
    booking_person_id integer NOT NULL
);
ALTER TABLE ONLY staff_slot_claim
    ADD CONSTRAINT staff_slot_claim_pkey PRIMARY KEY (staff_id, work_date, slot_id);
ALTER TABLE ONLY staff_slot_claim
    ADD CONSTRAINT staff_slot_claim_booking_person_id_fkey FOREIGN KEY (booking_person_id) REFERENCES booking_person(id) ON DELETE CASCADE;
ALTER TABLE ONLY staff_slot_claim
    ADD CONSTRAINT staff_slot_claim_slot_id_fkey FOREIGN KEY (slot_id) REFERENCES salon_slot(id);
ALTER TABLE ONLY staff_slot_claim
    ADD CONSTRAINT staff_slot_claim_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(id);
CREATE INDEX staff_slot_claim_person_idx ON staff_slot_claim USING btree (booking_person_id);

-- style_master_photo
CREATE TABLE style_master_photo (
    id integer NOT NULL,
    staff_id integer NOT NULL,
    image text NOT NULL,
    month date NOT NULL,
    total_like integer DEFAULT 0 NOT NULL,
    total_vote integer DEFAULT 0 NOT NULL,
    CONSTRAINT style_master_photo_month_check CHECK ((EXTRACT(day FROM month) = (1)::numeric)),
    CONSTRAINT style_master_photo_total_like_check CHECK ((total_like >= 0)),
    CONSTRAINT style_master_photo_total_vote_check CHECK ((total_vote >= 0))
);
ALTER TABLE ONLY style_master_photo
    ADD CONSTRAINT style_master_photo_pkey PRIMARY KEY (id);
ALTER TABLE ONLY style_master_photo
    ADD CONSTRAINT style_master_photo_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff(id);
CREATE INDEX style_master_photo_month_idx ON style_master_photo USING btree (month, total_like DESC);

-- style_master_like
CREATE TABLE style_master_like (
    photo_id integer NOT NULL,
    customer_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY style_master_like
    ADD CONSTRAINT style_master_like_pkey PRIMARY KEY (photo_id, customer_id);
ALTER TABLE ONLY style_master_like
    ADD CONSTRAINT style_master_like_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY style_master_like
    ADD CONSTRAINT style_master_like_photo_id_fkey FOREIGN KEY (photo_id) REFERENCES style_master_photo(id);
CREATE INDEX style_master_like_customer_idx ON style_master_like USING btree (customer_id, created_at DESC);

-- style_master_vote
CREATE TABLE style_master_vote (
    photo_id integer NOT NULL,
    customer_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
ALTER TABLE ONLY style_master_vote
    ADD CONSTRAINT style_master_vote_pkey PRIMARY KEY (photo_id, customer_id);
ALTER TABLE ONLY style_master_vote
    ADD CONSTRAINT style_master_vote_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY style_master_vote
    ADD CONSTRAINT style_master_vote_photo_id_fkey FOREIGN KEY (photo_id) REFERENCES style_master_photo(id);
CREATE INDEX style_master_vote_customer_idx ON style_master_vote USING btree (customer_id, created_at DESC);

-- tracking_customer_location
CREATE TABLE tracking_customer_location (
    id bigserial,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    customer_phone text NOT NULL,
    longitude double precision NOT NULL,
    latitude double precision NOT NULL,
    CONSTRAINT tracking_customer_location_customer_phone_check CHECK ((customer_phone ~ '^\+84[0-9]{9}$'::text)),
    CONSTRAINT tracking_customer_location_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT tracking_customer_location_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision)))
);
ALTER TABLE ONLY tracking_customer_location
    ADD CONSTRAINT tracking_customer_location_pkey PRIMARY KEY (id);
CREATE INDEX tracking_customer_location_phone_idx ON tracking_customer_location USING btree (customer_phone, received_at);

-- tracking_error_log
CREATE TABLE tracking_error_log (
    id serial,
    message text NOT NULL,
    message_hash text GENERATED ALWAYS AS (md5(message)) STORED,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    occurrences integer DEFAULT 1 NOT NULL,
    first_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT tracking_error_log_data_check CHECK ((jsonb_typeof(data) = 'object'::text)),
    CONSTRAINT tracking_error_log_message_check CHECK (((char_length(message) >= 1) AND (char_length(message) <= 1000))),
    CONSTRAINT tracking_error_log_occurrences_check CHECK ((occurrences >= 1))
);
ALTER TABLE ONLY tracking_error_log
    ADD CONSTRAINT tracking_error_log_message_hash_key UNIQUE (message_hash);
ALTER TABLE ONLY tracking_error_log
    ADD CONSTRAINT tracking_error_log_pkey PRIMARY KEY (id);

-- tracking_event
CREATE TABLE tracking_event (
    id bigserial,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    page_id text,
    screen_id text,
    event_id text NOT NULL,
    token_key text,
    source text,
    utm_source text,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT tracking_event_data_check CHECK ((jsonb_typeof(data) = 'object'::text)),
    CONSTRAINT tracking_event_event_id_check CHECK (((char_length(event_id) >= 1) AND (char_length(event_id) <= 100))),
    CONSTRAINT tracking_event_page_id_check CHECK ((char_length(page_id) <= 100)),
    CONSTRAINT tracking_event_screen_id_check CHECK ((char_length(screen_id) <= 100)),
    CONSTRAINT tracking_event_source_check CHECK ((char_length(source) <= 100)),
    CONSTRAINT tracking_event_token_key_check CHECK ((char_length(token_key) <= 100)),
    CONSTRAINT tracking_event_utm_source_check CHECK ((char_length(utm_source) <= 100))
);
ALTER TABLE ONLY tracking_event
    ADD CONSTRAINT tracking_event_pkey PRIMARY KEY (id);
CREATE INDEX tracking_event_screen_idx ON tracking_event USING btree (screen_id, received_at);

-- visit
CREATE TABLE visit (
    id serial,
    customer_id integer NOT NULL,
    booking_id integer,
    salon_id integer NOT NULL,
    stylist_id integer NOT NULL,
    visited_at timestamp with time zone NOT NULL,
    services jsonb DEFAULT '[]'::jsonb NOT NULL,
    money_paid integer NOT NULL,
    promotions jsonb DEFAULT '[]'::jsonb NOT NULL,
    images jsonb DEFAULT '[]'::jsonb NOT NULL,
    image_stars smallint,
    image_reported_at timestamp with time zone,
    CONSTRAINT visit_image_stars_check CHECK (((image_stars >= 1) AND (image_stars <= 5))),
    CONSTRAINT visit_money_paid_check CHECK ((money_paid >= 0))
);
ALTER TABLE ONLY visit
    ADD CONSTRAINT visit_booking_id_key UNIQUE (booking_id);
ALTER TABLE ONLY visit
    ADD CONSTRAINT visit_pkey PRIMARY KEY (id);
ALTER TABLE ONLY visit
    ADD CONSTRAINT visit_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES booking(id);
ALTER TABLE ONLY visit
    ADD CONSTRAINT visit_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY visit
    ADD CONSTRAINT visit_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);
ALTER TABLE ONLY visit
    ADD CONSTRAINT visit_stylist_id_fkey FOREIGN KEY (stylist_id) REFERENCES staff(id);
CREATE INDEX visit_customer_idx ON visit USING btree (customer_id, visited_at DESC, id DESC);
CREATE INDEX visit_stylist_idx ON visit USING btree (stylist_id, visited_at);

-- visit_rating
CREATE TABLE visit_rating (
    visit_id integer NOT NULL,
    customer_id integer NOT NULL,
    stylist_id integer NOT NULL,
    stars smallint NOT NULL,
    comment text DEFAULT ''::text NOT NULL,
    tags jsonb DEFAULT '[]'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT visit_rating_stars_check CHECK (((stars >= 1) AND (stars <= 5)))
);
ALTER TABLE ONLY visit_rating
    ADD CONSTRAINT visit_rating_pkey PRIMARY KEY (visit_id);
ALTER TABLE ONLY visit_rating
    ADD CONSTRAINT visit_rating_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY visit_rating
    ADD CONSTRAINT visit_rating_stylist_id_fkey FOREIGN KEY (stylist_id) REFERENCES staff(id);
ALTER TABLE ONLY visit_rating
    ADD CONSTRAINT visit_rating_visit_id_fkey FOREIGN KEY (visit_id) REFERENCES visit(id);

-- waitlist_entry
CREATE TABLE waitlist_entry (
    id serial,
    customer_id integer NOT NULL,
    salon_id integer NOT NULL,
    date_book date NOT NULL,
    slot_id integer,
    stylist_id integer,
    service_ids jsonb NOT NULL,
    status text DEFAULT 'waiting'::text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT waitlist_entry_status_check CHECK ((status = ANY (ARRAY['waiting'::text, 'offered'::text, 'booked'::text, 'left'::text, 'lapsed'::text])))
);
ALTER TABLE ONLY waitlist_entry
    ADD CONSTRAINT waitlist_entry_pkey PRIMARY KEY (id);
ALTER TABLE ONLY waitlist_entry
    ADD CONSTRAINT waitlist_entry_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer(id);
ALTER TABLE ONLY waitlist_entry
    ADD CONSTRAINT waitlist_entry_salon_id_fkey FOREIGN KEY (salon_id) REFERENCES salon(id);
ALTER TABLE ONLY waitlist_entry
    ADD CONSTRAINT waitlist_entry_slot_id_fkey FOREIGN KEY (slot_id) REFERENCES salon_slot(id);
ALTER TABLE ONLY waitlist_entry
    ADD CONSTRAINT waitlist_entry_stylist_id_fkey FOREIGN KEY (stylist_id) REFERENCES staff(id);
CREATE UNIQUE INDEX waitlist_entry_active_uq ON waitlist_entry USING btree (customer_id, salon_id, date_book, COALESCE(slot_id, 0)) WHERE (status = ANY (ARRAY['waiting'::text, 'offered'::text]));
CREATE INDEX waitlist_entry_customer_idx ON waitlist_entry USING btree (customer_id, status);
CREATE INDEX waitlist_entry_line_idx ON waitlist_entry USING btree (salon_id, date_book, created_at, id) WHERE (status = 'waiting'::text);

-- waitlist_freed
CREATE TABLE waitlist_freed (
    id serial,
    salon_id integer NOT NULL,
    work_date date NOT NULL,
    slot_id integer NOT NULL,
    staff_id integer NOT NULL
);
ALTER TABLE ONLY waitlist_freed
    ADD CONSTRAINT waitlist_freed_pkey PRIMARY KEY (id);
CREATE INDEX waitlist_freed_day_idx ON waitlist_freed USING btree (salon_id, work_date);

-- waitlist_offer
CREATE TABLE waitlist_offer (
    id serial,
    entry_id integer NOT NULL,
    booking_id integer NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL
);
ALTER TABLE ONLY waitlist_offer
    ADD CONSTRAINT waitlist_offer_booking_id_key UNIQUE (booking_id);
ALTER TABLE ONLY waitlist_offer
    ADD CONSTRAINT waitlist_offer_pkey PRIMARY KEY (id);
ALTER TABLE ONLY waitlist_offer
    ADD CONSTRAINT waitlist_offer_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES booking(id);
ALTER TABLE ONLY waitlist_offer
    ADD CONSTRAINT waitlist_offer_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES waitlist_entry(id);
CREATE INDEX waitlist_offer_entry_idx ON waitlist_offer USING btree (entry_id);

-- waitlist_message
CREATE TABLE waitlist_message (
    id serial,
    offer_id integer NOT NULL,
    phone text NOT NULL,
    text text NOT NULL,
    sent_at timestamp with time zone NOT NULL
);
ALTER TABLE ONLY waitlist_message
    ADD CONSTRAINT waitlist_message_pkey PRIMARY KEY (id);
ALTER TABLE ONLY waitlist_message
    ADD CONSTRAINT waitlist_message_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES waitlist_offer(id);

-- Functions
CREATE FUNCTION book_in_one(p jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    AS $_$
declare
  v_now timestamptz := (p->>'now')::timestamptz;
  v_date date := (p->>'date')::date;
  v_customer integer;
  v_booking integer;
  v_hold timestamptz;
  v_person integer;
  v_asked integer;
  v_unconfirmed integer;
  v_oldest timestamptz;
  v_n integer;
  v_served integer;
  v_chosen integer;
  v_likely integer;
  v_staff integer;
  v_assigned integer[] := '{}';
  v_masters integer[] := array(select jsonb_array_elements_text(p->'masters')::integer);
  v_slots integer[];
  v_pp jsonb;
  v_kind text;
  v_cols text;
  v_row jsonb;
  v_skinner integer;
  v_stylist integer;
  v_out jsonb := '[]'::jsonb;
  v_blocking integer;
  v_lapsed integer;
begin
  insert into customer (phone) values (p->>'phone') on conflict (phone) do nothing;
  select id into v_customer from customer where phone = p->>'phone' for no key update;
  if (p->>'checkUpcoming')::boolean and exists (
    select 1 from booking b
    join booking_person bp on bp.booking_id = b.id and bp.person_index = 0
    join salon_slot s on s.id = bp.book_hour_id
    where b.customer_id = v_customer and b.status = 'confirmed'
      and (b.date_book > (p->>'today')::date
        or (b.date_book = (p->>'today')::date and s.minute_of_day >= (p->>'minute')::integer))
  ) then
    raise exception 'booking:already_booked';
  end if;
  if p->>'ip' is not null then
    perform pg_advisory_xact_lock(15, hashtext(p->>'ip'));
    select count(*), count(*) filter (where status in ('pending_otp', 'expired')),
      min(origin_at) filter (where status in ('pending_otp', 'expired'))
      into v_asked, v_unconfirmed, v_oldest
      from booking where origin_ip = p->>'ip' and origin_at > (p->>'since')::timestamptz;
    if v_unconfirmed >= (p->>'perAddress')::integer then
      raise exception 'booking:holds_per_address' using detail = coalesce(v_oldest::text, '');
    end if;
    if v_asked >= (p->>'freePerAddress')::integer and not (p->>'captchaSolved')::boolean then
      raise exception 'booking:captcha_required';
    end if;
    select count(*) filter (where status in ('pending_otp', 'expired')),
      min(origin_at) filter (where status in ('pending_otp', 'expired'))
      into v_unconfirmed, v_oldest
      from booking where customer_id = v_customer and origin_at > (p->>'since')::timestamptz;
    if v_unconfirmed >= (p->>'perPhone')::integer then
      raise exception 'booking:holds_per_phone' using detail = coalesce(v_oldest::text, '');
    end if;
  end if;
  with released as (
    update booking set status = 'expired', updated_at = v_now
    where status = 'pending_otp' and customer_id = v_customer returning id
  )
  delete from staff_slot_claim
  where booking_person_id in (select bp.id from booking_person bp join released r on r.id = bp.booking_id);

  -- The booking's columns are whatever the app sends (other areas add some): one insert built from them.
  v_row := (p->'booking') || jsonb_build_object('customer_id', v_customer);
  select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(v_row) k;
  execute format('insert into booking (%s) select %s from jsonb_populate_record(null::booking, $1) returning id, hold_expires_at', v_cols, v_cols)
    into v_booking, v_hold using v_row;

  for v_pp in select value from jsonb_array_elements(p->'persons') loop
    v_slots := array(select x::integer from jsonb_array_elements_text(v_pp->'slotIds') x order by 1);
    select x::integer into v_likely from jsonb_array_elements_text(v_pp->'stylists') with ordinality t(x, i)
      where not (x::integer = any(v_assigned)) order by i limit 1;
    if v_likely is null then raise exception 'booking:no_stylist'; end if;
    v_row := (v_pp->'row') || jsonb_build_object('booking_id', v_booking, 'stylist_id', v_likely);
    select string_agg(quote_ident(k), ', ') into v_cols from jsonb_object_keys(v_row) k;
    execute format('insert into booking_person (%s) select %s from jsonb_populate_record(null::booking_person, $1) returning id', v_cols, v_cols)
      into v_person using v_row;
    v_skinner := null;
    foreach v_kind in array (case when (v_pp->>'needsSkinner')::boolean then array['stylist', 'skinner'] else array['stylist'] end) loop
      v_chosen := null;
      for v_staff in select x::integer from jsonb_array_elements_text(v_pp->(v_kind || 's')) with ordinality t(x, i) order by i loop
        continue when v_staff = any(v_assigned);
        if v_staff = any(v_masters) then
          perform 1 from staff where id = v_staff for no key update;
          select count(distinct c.booking_person_id) into v_served
            from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
            join booking b on b.id = bp.booking_id
            where c.staff_id = v_staff and c.work_date = v_date
              and (b.status = 'confirmed' or (b.status = 'pending_otp' and b.hold_expires_at > v_now));
          if v_served >= (p->>'masterLimit')::integer then
            if (v_pp->>('wanted_' || v_kind))::integer > 0 then raise exception 'booking:master_full'; end if;
            continue;
          end if;
        end if;
        select count(*), count(*) filter (where b.status = 'pending_otp' and (b.hold_expires_at is null or b.hold_expires_at <= v_now))
          into v_blocking, v_lapsed
          from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id join booking b on b.id = bp.booking_id
          where c.staff_id = v_staff and c.work_date = v_date and c.slot_id = any(v_slots);
        continue when v_blocking > v_lapsed;
        if v_lapsed > 0 then
          -- Only the slots in the way: an unconfirmed booking whose hold is over gives them up (no sweep).
          with expired as (
            update booking b set status = 'expired', updated_at = v_now
            where b.status = 'pending_otp' and (b.hold_expires_at is null or b.hold_expires_at <= v_now)
              and b.id in (select bp.booking_id from staff_slot_claim c join booking_person bp on bp.id = c.booking_person_id
                where c.staff_id = v_staff and c.work_date = v_date and c.slot_id = any(v_slots))
            returning b.id
          )
          delete from staff_slot_claim
          where booking_person_id in (select bp.id from booking_person bp join expired e on e.id = bp.booking_id);
        end if;
        insert into staff_slot_claim (staff_id, work_date, slot_id, booking_person_id)
          select v_staff, v_date, s, v_person from unnest(v_slots) s order by s
          on conflict (staff_id, work_date, slot_id) do nothing;
        get diagnostics v_n = row_count;
        if v_n = cardinality(v_slots) then v_chosen := v_staff; exit; end if;
        -- Taken meanwhile by a booking not yet committed when we read: the next candidate.
        delete from staff_slot_claim where booking_person_id = v_person and staff_id = v_staff;
      end loop;
      if v_chosen is null then
        if v_kind = 'skinner' or (v_pp->>'wanted_stylist')::integer > 0 then raise exception 'booking:slot_taken'; end if;
        raise exception 'booking:no_stylist';
      end if;
      v_assigned := v_assigned || v_chosen;
      if v_kind = 'stylist' then
        v_stylist := v_chosen;
        if v_chosen <> v_likely then update booking_person set stylist_id = v_chosen where id = v_person; end if;
      elsif v_kind = 'skinner' then
        v_skinner := v_chosen;
        update booking_person set skinner_id = v_chosen where id = v_person;
      end if;
    end loop;
    v_out := v_out || jsonb_build_object('id', v_person, 'stylistId', v_stylist, 'skinnerId', v_skinner);
  end loop;
  return jsonb_build_object('id', v_booking, 'holdExpiresAt', v_hold, 'persons', v_out);
end
$_$;

CREATE FUNCTION bump_content_version() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ begin update content_version set version = version + 1 where id = 1; perform pg_notify('content_changed', ''); return null; end $$;

CREATE FUNCTION check_booking_payment(p_booking integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
   declare
     recorded integer;
     taken integer;
   begin
     select coalesce(balance_paid, 0) into recorded from booking where id = p_booking;
     select coalesce(-sum(amount), 0) into taken from balance_ledger where booking_id = p_booking;
     if coalesce(recorded, 0) <> taken then
       raise exception 'booking % records % paid from the balance but the ledger took %', p_booking, recorded, taken
         using errcode = '23514';
     end if;
   end $$;

CREATE FUNCTION check_booking_payment_of_booking() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     perform check_booking_payment(new.id);
     return null;
   end $$;

CREATE FUNCTION check_booking_payment_of_ledger() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
   begin
     perform check_booking_payment(new.booking_id);
     return null;
   end $$;

CREATE FUNCTION give_back_promotion_uses(p_booking_id integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
    begin
      with released as (
        update campaign_redemption set released_at = now()
        where booking_id = p_booking_id and released_at is null
        returning campaign_id, voucher_id, taken_at
      ), by_voucher as (
        update voucher v set remaining_usage = v.remaining_usage + r.n
        from (select voucher_id, count(*)::int as n from released
              where voucher_id is not null and taken_at is not null group by voucher_id) r
        where v.id = r.voucher_id
      )
      update campaign c set remaining_usage = c.remaining_usage + r.n
      from (select campaign_id, count(*)::int as n from released
            where voucher_id is null and taken_at is not null group by campaign_id) r
      where c.id = r.campaign_id and c.remaining_usage is not null;
    end;
    $$;

CREATE FUNCTION lucky_grant_quest(p_customer integer, p_kind text, p_source integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
    declare
      q record;
      done integer;
      after integer;
    begin
      if not exists (select 1 from lucky_quest where kind = p_kind and is_active) then
        return;
      end if;
      -- The customer's account row, locked: their grants queue, so max_times counts hold.
      insert into lucky_account (customer_id) values (p_customer) on conflict (customer_id) do nothing;
      perform 1 from lucky_account where customer_id = p_customer for update;
      for q in select * from lucky_quest where kind = p_kind and is_active order by id loop
        if q.max_times is not null then
          select count(*) into done from lucky_quest_completion
            where customer_id = p_customer and quest_id = q.id;
          continue when done >= q.max_times;
        end if;
        insert into lucky_quest_completion (quest_id, customer_id, source_id, spins)
          values (q.id, p_customer, p_source, q.spins)
          on conflict (customer_id, quest_id, source_id) do nothing;
        continue when not found;
        insert into lucky_account (customer_id, spins) values (p_customer, q.spins)
          on conflict (customer_id) do update set spins = lucky_account.spins + excluded.spins
          returning spins into after;
        insert into lucky_spin_ledger (customer_id, amount, kind, spins_after)
          values (p_customer, q.spins, 'quest', after);
      end loop;
    end;
    $$;

CREATE FUNCTION lucky_quest_trigger() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    begin
      if tg_table_name = 'visit' then
        perform lucky_grant_quest(new.customer_id, 'visit', new.id);
      elsif tg_table_name = 'visit_rating' then
        perform lucky_grant_quest(new.customer_id, 'rating', new.visit_id);
      elsif new.kind = 'topup' then
        perform lucky_grant_quest(new.customer_id, 'topup', new.id);
      end if;
      return new;
    end;
    $$;

CREATE FUNCTION notify_slots_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('slots_changed', d.salon_id || '|' || d.work_date)
      from (select distinct sh.salon_id, c.work_date from old_claims c
        join staff_shift sh on sh.staff_id = c.staff_id and sh.work_date = c.work_date) d;
  else
    perform pg_notify('slots_changed', d.salon_id || '|' || d.work_date)
      from (select distinct sh.salon_id, c.work_date from new_claims c
        join staff_shift sh on sh.staff_id = c.staff_id and sh.work_date = c.work_date) d;
  end if;
  return null;
end
$$;

CREATE FUNCTION notify_static_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
      begin perform pg_notify('static_changed', ''); return null; end $$;

CREATE FUNCTION release_campaign_redemptions() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    begin
      perform give_back_promotion_uses(new.id);
      return new;
    end;
    $$;

CREATE FUNCTION reminders_sync_enqueue() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    begin
      insert into scheduled_jobs (kind, dedupe_key, run_at, next_attempt_at, payload)
      values ('reminders.sync', 'reminders-sync:' || new.id, 'epoch', 'epoch',
        jsonb_build_object('bookingId', new.id))
      on conflict (dedupe_key) where done_at is null and failed_at is null
      do update set run_at = excluded.run_at; return null; end
    $$;

CREATE FUNCTION waitlist_note_freed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    begin
      insert into waitlist_freed (salon_id, work_date, slot_id, staff_id)
      select s.salon_id, old.work_date, old.slot_id, old.staff_id
      from salon_slot s
      where s.id = old.slot_id
        and exists (select 1 from waitlist_entry e
                    where e.salon_id = s.salon_id and e.date_book = old.work_date and e.status = 'waiting');
      return old;
    end;
    $$;

-- Triggers
CREATE TRIGGER province_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON province FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER district_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON district FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER salon_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON salon FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE CONSTRAINT TRIGGER booking_paid_matches_ledger AFTER UPDATE OF balance_paid ON booking DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_booking_payment_of_booking();
CREATE TRIGGER booking_release_campaigns AFTER UPDATE OF status ON booking FOR EACH ROW WHEN (((new.status = ANY (ARRAY['cancelled'::text, 'expired'::text])) AND (old.status IS DISTINCT FROM new.status))) EXECUTE FUNCTION release_campaign_redemptions();
CREATE TRIGGER booking_reminders_on_insert AFTER INSERT ON booking FOR EACH ROW WHEN ((new.status = 'confirmed'::text)) EXECUTE FUNCTION reminders_sync_enqueue();
CREATE TRIGGER booking_reminders_on_update AFTER UPDATE ON booking FOR EACH ROW WHEN ((((old.status = 'confirmed'::text) OR (new.status = 'confirmed'::text)) AND ((old.status IS DISTINCT FROM new.status) OR (old.date_book IS DISTINCT FROM new.date_book) OR (old.updated_at IS DISTINCT FROM new.updated_at)))) EXECUTE FUNCTION reminders_sync_enqueue();
CREATE TRIGGER balance_ledger_lucky_quest AFTER INSERT ON balance_ledger FOR EACH ROW WHEN ((new.kind = 'topup'::text)) EXECUTE FUNCTION lucky_quest_trigger();
CREATE CONSTRAINT TRIGGER balance_ledger_matches_booking AFTER INSERT ON balance_ledger DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((new.booking_id IS NOT NULL)) EXECUTE FUNCTION check_booking_payment_of_ledger();
CREATE TRIGGER blog_post_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON blog_post FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER salon_slot_static_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON salon_slot FOR EACH STATEMENT EXECUTE FUNCTION notify_static_changed();
CREATE TRIGGER staff_static_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON staff FOR EACH STATEMENT EXECUTE FUNCTION notify_static_changed();
CREATE TRIGGER booking_privacy_rule_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON booking_privacy_rule FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER service_category_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON service_category FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER service_group_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON service_group FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER service_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON service FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER home_document_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON home_document FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER member_price_static_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON member_price FOR EACH STATEMENT EXECUTE FUNCTION notify_static_changed();
CREATE TRIGGER product_group_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON product_group FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER product_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON product FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER salon_closure_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON salon_closure FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER salon_closure_backup_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON salon_closure_backup FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER salon_service_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON salon_service FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER service_special_day_rule_static_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON service_special_day_rule FOR EACH STATEMENT EXECUTE FUNCTION notify_static_changed();
CREATE TRIGGER staff_slot_claim_deleted AFTER DELETE ON staff_slot_claim REFERENCING OLD TABLE AS old_claims FOR EACH STATEMENT EXECUTE FUNCTION notify_slots_changed();
CREATE TRIGGER staff_slot_claim_inserted AFTER INSERT ON staff_slot_claim REFERENCING NEW TABLE AS new_claims FOR EACH STATEMENT EXECUTE FUNCTION notify_slots_changed();
CREATE TRIGGER staff_slot_claim_waitlist AFTER DELETE ON staff_slot_claim FOR EACH ROW EXECUTE FUNCTION waitlist_note_freed();
CREATE TRIGGER style_master_photo_content_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON style_master_photo FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER visit_lucky_quest AFTER INSERT ON visit FOR EACH ROW EXECUTE FUNCTION lucky_quest_trigger();
CREATE TRIGGER visit_rating_lucky_quest AFTER INSERT ON visit_rating FOR EACH ROW EXECUTE FUNCTION lucky_quest_trigger();

-- Data the schema needs: the one row the content caches compare their version with.
INSERT INTO content_version (id, version) VALUES (1, 1);
