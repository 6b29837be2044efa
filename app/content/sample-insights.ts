/**
 * The sample Insights a fresh install ships (issue R, docs/decisions/039-collections.md): three
 * articles written for this company, each in English, German and Traditional Chinese for Hong Kong,
 * with their topics and the byline they carry. Staff may edit or delete them; an upgraded install
 * never gets them (migration 0025 marks only an empty database for them). Seeded at start by
 * features/pages/collection-pages/sample-insights-seed.server.ts.
 *
 * The covers are the word-free service illustrations (public/images/services/), so one image serves
 * every language; only their alt text is translated.
 */

/** The languages the samples are written in, as site_languages tags. */
export type SampleLanguage = "en" | "de" | "zh-HK";

type InEvery<T> = Record<SampleLanguage, T>;

export interface SampleTopic {
  key: string;
  name: InEvery<{ name: string; slug: string }>;
}

export const SAMPLE_TOPICS: readonly SampleTopic[] = [
  {
    key: "test-purchases",
    name: { en: { name: "Test purchases", slug: "test-purchases" }, de: { name: "Testkäufe", slug: "testkaeufe" }, "zh-HK": { name: "神秘顧客", slug: "mystery-shopping" } },
  },
  {
    key: "quality-control",
    name: { en: { name: "Quality control", slug: "quality-control" }, de: { name: "Qualitätskontrolle", slug: "qualitaetskontrolle" }, "zh-HK": { name: "品質控制", slug: "quality-control" } },
  },
  {
    key: "regulatory-updates",
    name: { en: { name: "Regulatory updates", slug: "regulatory-updates" }, de: { name: "Regulatorische Neuerungen", slug: "regulatorische-neuerungen" }, "zh-HK": { name: "法規動向", slug: "regulatory-updates" } },
  },
];

export const SAMPLE_AUTHOR: InEvery<{ name: string; slug: string; role: string; bio: string }> = {
  en: {
    name: "BrandCheck Research Team",
    slug: "brandcheck-research",
    role: "Test buying and quality control specialists",
    bio: "Our analysts plan and evaluate test purchases, factory inspections and compliance reviews for brands and retailers from London, Hong Kong, Sydney and Frankfurt.",
  },
  de: {
    name: "BrandCheck Research-Team",
    slug: "brandcheck-research",
    role: "Fachleute für Testkäufe und Qualitätskontrolle",
    bio: "Unsere Analystinnen und Analysten planen und bewerten Testkäufe, Werksinspektionen und Compliance-Prüfungen für Marken und Händler – von London, Hongkong, Sydney und Frankfurt aus.",
  },
  "zh-HK": {
    name: "BrandCheck 研究團隊",
    slug: "brandcheck-research",
    role: "神秘顧客測試及品質控制專家",
    bio: "我們的分析師駐守倫敦、香港、悉尼及法蘭克福，為品牌及零售商策劃和評估神秘顧客測試購買、工廠驗貨及合規審查。",
  },
};

interface SampleArticleText {
  title: string;
  slug: string;
  excerpt: string;
  metaDescription: string;
  coverAlt: string;
  /** The article's body as rich text. */
  html: string;
  cta: { heading: string; subheading: string; buttonText: string };
}

export interface SampleArticle {
  topics: readonly string[];
  cover: string;
  /** Days before the seeding that it shows as published. */
  daysAgo: number;
  featured: boolean;
  text: InEvery<SampleArticleText>;
}

const html = (...blocks: string[]) => blocks.join("");

export const SAMPLE_ARTICLES: readonly SampleArticle[] = [
  {
    topics: ["test-purchases"],
    cover: "/images/services/test-buying.svg",
    daysAgo: 3,
    featured: true,
    text: {
      en: {
        title: "What 1,200 test purchases taught us about advice in store",
        slug: "what-1200-test-purchases-taught-us",
        excerpt: "Our mystery shoppers asked the same questions in 14 retail chains. The answers reveal where staff training pays off, and where customers are left to guess.",
        metaDescription: "Findings from 1,200 test purchases in 14 retail chains: where in-store advice works, where it fails, and three changes that raise the score quickly.",
        coverAlt: "A shopper at a checkout with a shopping bag and a receipt",
        html: html(
          "<p>Over six months our mystery shoppers made 1,200 test purchases in 14 retail chains: consumer electronics, home appliances and personal care. Every visit followed the same script, so the results can be compared store by store and chain by chain.</p>",
          "<h2>Three findings</h2>",
          "<ul><li><strong>Product knowledge is not the weak point.</strong> In 81% of visits staff answered the technical question correctly.</li><li><strong>The follow-up question is.</strong> Only 38% asked what the product would be used for, yet those visits ended in a purchase twice as often.</li><li><strong>Returns are where trust is lost.</strong> One visit in four gave a returns period that differed from the chain's own policy.</li></ul>",
          "<h2>What the best stores do differently</h2>",
          "<p>The stores with the highest scores had one thing in common: short briefings at the start of each shift, using real customer questions from the week before. Training was not longer there; it was closer to the shop floor.</p>",
          "<p>We recommend repeating a test purchase program every quarter with the same scenarios. Only then does a change in training show up as a change in the score, rather than as noise.</p>",
        ),
        cta: { heading: "Plan your own test purchases", subheading: "Tell us which channels and questions matter to you, and we will design a program around them.", buttonText: "Talk to us" },
      },
      de: {
        title: "Was uns 1.200 Testkäufe über die Beratung im Geschäft gezeigt haben",
        slug: "was-uns-1200-testkaeufe-gezeigt-haben",
        excerpt: "Unsere Testkäuferinnen und Testkäufer haben in 14 Handelsketten dieselben Fragen gestellt. Die Antworten zeigen, wo sich Schulungen auszahlen – und wo Kunden raten müssen.",
        metaDescription: "Ergebnisse aus 1.200 Testkäufen in 14 Handelsketten: wo die Beratung im Geschäft überzeugt, wo sie scheitert, und drei Maßnahmen, die schnell wirken.",
        coverAlt: "Eine Kundin an der Kasse mit Einkaufstasche und Kassenbon",
        html: html(
          "<p>In sechs Monaten haben unsere Testkäuferinnen und Testkäufer 1.200 Testkäufe in 14 Handelsketten durchgeführt: Unterhaltungselektronik, Haushaltsgeräte und Drogerie. Jeder Besuch folgte demselben Szenario, sodass sich die Ergebnisse Filiale für Filiale und Kette für Kette vergleichen lassen.</p>",
          "<h2>Drei Ergebnisse</h2>",
          "<ul><li><strong>Produktwissen ist nicht die Schwachstelle.</strong> In 81 % der Besuche beantwortete das Personal die technische Frage richtig.</li><li><strong>Die Rückfrage ist es.</strong> Nur 38 % fragten, wofür das Produkt gebraucht wird – doch diese Besuche endeten doppelt so oft mit einem Kauf.</li><li><strong>Bei Rückgaben geht Vertrauen verloren.</strong> Bei jedem vierten Besuch wurde eine Rückgabefrist genannt, die von den Bedingungen der Kette abwich.</li></ul>",
          "<h2>Was die besten Filialen anders machen</h2>",
          "<p>Die Filialen mit den höchsten Werten hatten eines gemeinsam: kurze Besprechungen zu Schichtbeginn, anhand echter Kundenfragen aus der Vorwoche. Die Schulungen waren dort nicht länger, sondern näher an der Verkaufsfläche.</p>",
          "<p>Wir empfehlen, ein Testkaufprogramm vierteljährlich mit denselben Szenarien zu wiederholen. Nur dann zeigt sich eine geänderte Schulung auch als veränderter Wert – und nicht als Zufall.</p>",
        ),
        cta: { heading: "Planen Sie Ihre eigenen Testkäufe", subheading: "Nennen Sie uns die Kanäle und Fragen, auf die es Ihnen ankommt – wir entwickeln das passende Programm.", buttonText: "Sprechen Sie mit uns" },
      },
      "zh-HK": {
        title: "1,200 次神秘顧客測試購買：我們從店內諮詢服務學到的事",
        slug: "what-1200-test-purchases-taught-us",
        excerpt: "我們的神秘顧客在 14 間連鎖零售商提出相同的問題。結果顯示員工培訓在哪裏見效，又在哪裏令顧客無所適從。",
        metaDescription: "14 間連鎖零售商、1,200 次神秘顧客測試購買的發現：店內諮詢哪裏做得好、哪裏不足，以及三項能迅速提升評分的改善措施。",
        coverAlt: "一名顧客在收銀處拿着購物袋和收據",
        html: html(
          "<p>在六個月內，我們的神秘顧客在 14 間連鎖零售商完成了 1,200 次測試購買，涵蓋消費電子產品、家用電器及個人護理產品。每次到訪都依照同一劇本進行，因此可以逐間分店、逐個品牌比較結果。</p>",
          "<h2>三項發現</h2>",
          "<ul><li><strong>產品知識並非弱項。</strong>在 81% 的到訪中，員工正確回答了技術問題。</li><li><strong>追問才是關鍵。</strong>只有 38% 的員工會問顧客打算如何使用產品，但這些到訪最終成交的機會高出一倍。</li><li><strong>退貨環節最易失去信任。</strong>每四次到訪便有一次，員工所說的退貨期限與連鎖店本身的政策不符。</li></ul>",
          "<h2>表現最佳的分店有何不同</h2>",
          "<p>評分最高的分店有一個共通點：每更開始時都有簡短的例會，並以上星期顧客真實提出的問題作討論。這些分店的培訓時間並沒有更長，只是更貼近前線。</p>",
          "<p>我們建議每季以相同情境重複進行神秘顧客計劃。只有這樣，培訓上的改變才會反映在評分上，而不會被誤當作偶然的波動。</p>",
        ),
        cta: { heading: "策劃您自己的神秘顧客計劃", subheading: "告訴我們您最關注的銷售渠道和問題，我們會為您度身設計測試方案。", buttonText: "聯絡我們" },
      },
    },
  },
  {
    topics: ["quality-control"],
    cover: "/images/services/quality-control.svg",
    daysAgo: 10,
    featured: false,
    text: {
      en: {
        title: "Five checkpoints for quality control before shipment",
        slug: "five-checkpoints-pre-shipment-quality-control",
        excerpt: "A pre-shipment inspection is the last moment a defect is cheap to fix. These five checkpoints catch most of what we find in the factory.",
        metaDescription: "The five checkpoints of a pre-shipment inspection that catch most defects before goods leave the factory: sampling, workmanship, function, packaging and labeling.",
        coverAlt: "An inspector checking a product on a production line with a magnifying glass",
        html: html(
          "<p>Once goods have left the factory, every defect becomes expensive: returns, rework in the warehouse, and in the worst case a recall. A pre-shipment inspection, carried out when at least 80% of the order is packed, is the last moment a problem is cheap to solve.</p>",
          "<h2>The five checkpoints</h2>",
          "<ol><li><strong>Sampling by AQL.</strong> Agree the acceptance quality limit with the supplier before production, and draw the samples at random from the packed cartons.</li><li><strong>Workmanship.</strong> Scratches, stains, loose threads and poor finishing, classified as critical, major or minor.</li><li><strong>Function and safety.</strong> Does the product do what it promises, and safely? Electrical products get a hi-pot and earth continuity test.</li><li><strong>Packaging and drop test.</strong> A carton that breaks in a drop test will break in transit.</li><li><strong>Labeling and markings.</strong> Barcodes, warnings, CE or UKCA marks and the importer's address must match the market the goods are for.</li></ol>",
          "<h2>A report you can act on</h2>",
          "<p>Our inspectors send a report with photographs on the day of the inspection. You decide whether to release the shipment, ask for rework or re-inspect, before the goods are on their way.</p>",
        ),
        cta: { heading: "Book a pre-shipment inspection", subheading: "Inspectors in Asia and Europe, with a photo report on the day.", buttonText: "Get in touch" },
      },
      de: {
        title: "Fünf Prüfpunkte für die Qualitätskontrolle vor dem Versand",
        slug: "fuenf-pruefpunkte-qualitaetskontrolle-vor-dem-versand",
        excerpt: "Die Warenausgangskontrolle ist der letzte Moment, in dem sich ein Mangel günstig beheben lässt. Diese fünf Prüfpunkte erfassen das meiste, was wir im Werk finden.",
        metaDescription: "Die fünf Prüfpunkte einer Inspektion vor dem Versand, die die meisten Mängel finden, bevor die Ware das Werk verlässt: Stichprobe, Verarbeitung, Funktion, Verpackung und Kennzeichnung.",
        coverAlt: "Ein Prüfer kontrolliert ein Produkt an einer Fertigungslinie mit einer Lupe",
        html: html(
          "<p>Hat die Ware das Werk erst verlassen, wird jeder Mangel teuer: Retouren, Nacharbeit im Lager und im schlimmsten Fall ein Rückruf. Eine Inspektion vor dem Versand, durchgeführt, wenn mindestens 80 % des Auftrags verpackt sind, ist der letzte Moment, in dem sich ein Problem günstig lösen lässt.</p>",
          "<h2>Die fünf Prüfpunkte</h2>",
          "<ol><li><strong>Stichprobe nach AQL.</strong> Vereinbaren Sie die annehmbare Qualitätsgrenzlage vor Produktionsbeginn mit dem Lieferanten und ziehen Sie die Muster zufällig aus den verpackten Kartons.</li><li><strong>Verarbeitung.</strong> Kratzer, Flecken, lose Fäden und mangelhafte Oberflächen, eingestuft als kritisch, schwer oder leicht.</li><li><strong>Funktion und Sicherheit.</strong> Leistet das Produkt, was es verspricht – und zwar sicher? Elektrogeräte erhalten eine Hochspannungs- und Schutzleiterprüfung.</li><li><strong>Verpackung und Falltest.</strong> Ein Karton, der im Falltest bricht, bricht auch auf dem Transportweg.</li><li><strong>Kennzeichnung.</strong> Barcodes, Warnhinweise, CE- oder UKCA-Zeichen und die Anschrift des Importeurs müssen zum Zielmarkt passen.</li></ol>",
          "<h2>Ein Bericht, mit dem Sie handeln können</h2>",
          "<p>Unsere Prüferinnen und Prüfer schicken den Bericht mit Fotos noch am Tag der Inspektion. Sie entscheiden, ob die Sendung freigegeben, nachgearbeitet oder erneut geprüft wird – bevor die Ware unterwegs ist.</p>",
        ),
        cta: { heading: "Inspektion vor dem Versand buchen", subheading: "Prüferinnen und Prüfer in Asien und Europa, mit Fotobericht am selben Tag.", buttonText: "Kontakt aufnehmen" },
      },
      "zh-HK": {
        title: "出貨前品質控制的五個檢查要點",
        slug: "five-checkpoints-pre-shipment-quality-control",
        excerpt: "出貨前驗貨是以低成本修正缺陷的最後機會。以下五個檢查要點，能找出我們在工廠發現的大部分問題。",
        metaDescription: "出貨前驗貨的五個檢查要點：抽樣、做工、功能、包裝及標籤，助您在貨物離廠前找出大部分缺陷。",
        coverAlt: "一名驗貨員在生產線上用放大鏡檢查產品",
        html: html(
          "<p>貨物一旦離開工廠，每個缺陷都會變得昂貴：退貨、在倉庫返工，最壞的情況更要回收產品。在訂單至少 80% 已包裝時進行出貨前驗貨，是以低成本解決問題的最後機會。</p>",
          "<h2>五個檢查要點</h2>",
          "<ol><li><strong>按 AQL 抽樣。</strong>在生產前與供應商議定允收品質水準，並從已包裝的紙箱中隨機抽取樣本。</li><li><strong>做工。</strong>刮痕、污漬、線頭及表面處理欠佳等問題，按嚴重、主要或次要缺陷分類。</li><li><strong>功能及安全。</strong>產品能否安全地實現其宣稱的功能？電器產品須進行耐壓測試及接地連續性測試。</li><li><strong>包裝及跌落測試。</strong>在跌落測試中破損的紙箱，在運輸途中同樣會破損。</li><li><strong>標籤及標記。</strong>條碼、警告字句、CE 或 UKCA 標誌以及進口商地址，必須符合目標市場的要求。</li></ol>",
          "<h2>可即時採取行動的報告</h2>",
          "<p>我們的驗貨員會在驗貨當日發出附有照片的報告。您可在貨物起運前決定放行、要求返工或安排重驗。</p>",
        ),
        cta: { heading: "預約出貨前驗貨", subheading: "驗貨員遍佈亞洲及歐洲，即日提供附照片的報告。", buttonText: "聯絡我們" },
      },
    },
  },
  {
    topics: ["regulatory-updates", "quality-control"],
    cover: "/images/services/compliance.svg",
    daysAgo: 17,
    featured: false,
    text: {
      en: {
        title: "The EU General Product Safety Regulation: what sellers should check now",
        slug: "eu-general-product-safety-regulation-checklist",
        excerpt: "Since 13 December 2024 the GPSR applies to consumer products sold in the EU, online and offline. A short checklist for brands and retailers.",
        metaDescription: "The EU General Product Safety Regulation (GPSR) has applied since 13 December 2024. What brands, importers and online sellers should check in their product range now.",
        coverAlt: "A document with a checklist and an approval stamp beside a product box",
        html: html(
          "<p>Regulation (EU) 2023/988, the General Product Safety Regulation (GPSR), replaced the General Product Safety Directive and has applied since 13 December 2024. It covers non-food consumer products that have no more specific EU safety rules, and it applies equally to products sold in shops and online.</p>",
          "<h2>Five points to check in your range</h2>",
          "<ul><li><strong>A responsible person in the EU.</strong> Products placed on the EU market need an economic operator established in the EU who is responsible for their safety.</li><li><strong>Traceability on the product.</strong> Manufacturer's name and postal address, and a type, batch or serial number, on the product or, where that is not possible, its packaging.</li><li><strong>Information in online listings.</strong> Online offers must show the manufacturer, a product identifier, a picture, and warnings and safety information in the language of the country.</li><li><strong>An internal risk analysis.</strong> Manufacturers must assess risks and keep technical documentation ready for the authorities.</li><li><strong>Accidents and recalls.</strong> Serious accidents must be reported through the Safety Business Gateway, and recall notices follow a set format.</li></ul>",
          "<h2>How test purchases help</h2>",
          "<p>A test purchase from your own and third-party shops shows what the customer really receives: labels, warnings, instructions and the information in the listing. It is a quick way to find gaps before a market surveillance authority does.</p>",
          "<p>This article is a summary for orientation, not legal advice. For your own products, check the regulation's text and speak to your legal advisers.</p>",
        ),
        cta: { heading: "Check your range against the GPSR", subheading: "Compliance reviews and test purchases in every EU market you sell to.", buttonText: "Ask our compliance team" },
      },
      de: {
        title: "Die EU-Produktsicherheitsverordnung: Was Händler jetzt prüfen sollten",
        slug: "eu-produktsicherheitsverordnung-checkliste",
        excerpt: "Seit dem 13. Dezember 2024 gilt die GPSR für Verbraucherprodukte, die in der EU verkauft werden – online wie im Geschäft. Eine kurze Checkliste für Marken und Händler.",
        metaDescription: "Die EU-Produktsicherheitsverordnung (GPSR) gilt seit dem 13. Dezember 2024. Was Marken, Importeure und Onlinehändler jetzt in ihrem Sortiment prüfen sollten.",
        coverAlt: "Ein Dokument mit Checkliste und Prüfstempel neben einer Produktverpackung",
        html: html(
          "<p>Die Verordnung (EU) 2023/988, die Allgemeine Produktsicherheitsverordnung (GPSR), hat die Produktsicherheitsrichtlinie abgelöst und gilt seit dem 13. Dezember 2024. Sie erfasst Verbraucherprodukte außerhalb des Lebensmittelbereichs, für die keine spezielleren EU-Sicherheitsvorschriften bestehen, und gilt für den stationären Handel ebenso wie für den Onlinehandel.</p>",
          "<h2>Fünf Punkte für Ihr Sortiment</h2>",
          "<ul><li><strong>Eine verantwortliche Person in der EU.</strong> Für Produkte auf dem EU-Markt muss ein in der EU niedergelassener Wirtschaftsakteur für die Sicherheit verantwortlich sein.</li><li><strong>Rückverfolgbarkeit am Produkt.</strong> Name und Postanschrift des Herstellers sowie Typ-, Chargen- oder Seriennummer am Produkt oder, wo das nicht möglich ist, auf der Verpackung.</li><li><strong>Angaben im Onlineangebot.</strong> Onlineangebote müssen den Hersteller, eine Produktkennung, eine Abbildung sowie Warn- und Sicherheitshinweise in der Landessprache zeigen.</li><li><strong>Eine interne Risikoanalyse.</strong> Hersteller müssen Risiken bewerten und technische Unterlagen für die Behörden bereithalten.</li><li><strong>Unfälle und Rückrufe.</strong> Schwere Unfälle sind über das Safety Business Gateway zu melden, Rückrufanzeigen folgen einem festgelegten Format.</li></ul>",
          "<h2>Wie Testkäufe helfen</h2>",
          "<p>Ein Testkauf im eigenen Shop und bei Drittanbietern zeigt, was beim Kunden tatsächlich ankommt: Etiketten, Warnhinweise, Anleitungen und die Angaben im Angebot. So finden Sie Lücken, bevor es eine Marktüberwachungsbehörde tut.</p>",
          "<p>Dieser Beitrag ist eine Zusammenfassung zur Orientierung und keine Rechtsberatung. Prüfen Sie für Ihre Produkte den Verordnungstext und sprechen Sie mit Ihrer Rechtsberatung.</p>",
        ),
        cta: { heading: "Prüfen Sie Ihr Sortiment auf GPSR-Konformität", subheading: "Compliance-Prüfungen und Testkäufe in allen EU-Märkten, in denen Sie verkaufen.", buttonText: "Compliance-Team fragen" },
      },
      "zh-HK": {
        title: "歐盟《通用產品安全規例》：賣家現在應檢查的事項",
        slug: "eu-general-product-safety-regulation-checklist",
        excerpt: "自 2024 年 12 月 13 日起，《通用產品安全規例》(GPSR) 適用於在歐盟線上及線下銷售的消費品。以下是給品牌及零售商的簡短檢查清單。",
        metaDescription: "歐盟《通用產品安全規例》(GPSR) 自 2024 年 12 月 13 日起生效。品牌、進口商及網上賣家現在應檢查其產品系列的哪些事項。",
        coverAlt: "產品盒旁放着一份附有檢查清單和核准印章的文件",
        html: html(
          "<p>規例 (EU) 2023/988，即《通用產品安全規例》(GPSR)，已取代《通用產品安全指令》，並自 2024 年 12 月 13 日起適用。規例涵蓋沒有更具體歐盟安全規定的非食品消費品，無論在實體店還是網上銷售均同樣適用。</p>",
          "<h2>檢查產品系列的五個要點</h2>",
          "<ul><li><strong>歐盟境內的負責人。</strong>投放歐盟市場的產品，須有一個設於歐盟的經濟營運者負責其安全。</li><li><strong>產品上的可追溯資料。</strong>製造商名稱及郵寄地址，以及型號、批次或序號，須標示於產品上；如不可行，則標示於包裝上。</li><li><strong>網上商品資料。</strong>網上銷售頁面須列明製造商、產品識別碼、產品圖片，以及以當地語言提供的警告和安全資料。</li><li><strong>內部風險分析。</strong>製造商須評估風險，並備妥技術文件以供當局查閱。</li><li><strong>事故及回收。</strong>嚴重事故須透過 Safety Business Gateway 通報，而回收通告須按指定格式發出。</li></ul>",
          "<h2>神秘顧客測試購買如何幫助您</h2>",
          "<p>在自家網店及第三方平台進行測試購買，可以看到顧客實際收到的一切：標籤、警告字句、說明書以及商品頁面上的資料。這是在市場監管機構發現問題之前，迅速找出缺漏的方法。</p>",
          "<p>本文僅為概要，供參考之用，並不構成法律意見。有關您的產品，請查閱規例原文並諮詢您的法律顧問。</p>",
        ),
        cta: { heading: "按 GPSR 檢查您的產品系列", subheading: "為您銷售的每個歐盟市場提供合規審查及神秘顧客測試購買。", buttonText: "諮詢我們的合規團隊" },
      },
    },
  },
];
