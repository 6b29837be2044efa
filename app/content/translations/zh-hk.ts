import type { SeedTranslation } from "./seed-translation.ts";

/**
 * Traditional Chinese as written in Hong Kong for a fresh install: every line of the English seed
 * pages and settings (seed-translation.ts). Hong Kong usage and the trade's terms: 神秘買家 (test
 * buying), 神秘顧客 (mystery shopping), 品質控制, 驗貨, 合規評估, 認可實驗室, 供應鏈, 樣辦, 私隱,
 * 聯絡, 工作天; full-width punctuation and 「」 quotes. People's names, retailers and "BrandCheck"
 * stay in English, as Hong Kong business writing keeps them; cities as Hong Kong writes them.
 * Slugs are the English ones: a slug is lower-case ASCII (features/pages/cms/slug.ts), and under the
 * /zh-hk prefix they do not clash with the English pages.
 */
export const ZH_HK: SeedTranslation = {
  tag: "zh-HK",
  slugs: {
    services: "services",
    "case-studies": "case-studies",
    "case-study-1": "case-study-1",
    "case-study-2": "case-study-2",
    "case-study-3": "case-study-3",
    "how-it-works": "how-it-works",
    contact: "contact",
    "request-a-quote": "request-a-quote",
    "privacy-policy": "privacy-policy",
    "terms-of-service": "terms-of-service",
  },
  // The illustrations with Traditional Chinese words, drawn in Hong Kong glyphs: public/images/zh-hk/.
  images: {
    "/images/hero-illustration.svg": "/images/zh-hk/hero-illustration.svg",
    "/images/case-study-1.svg": "/images/zh-hk/case-study-1.svg",
    "/images/case-study-2.svg": "/images/zh-hk/case-study-2.svg",
    // The sharing card a page without an image of its own shows (the settings' default, DEFAULT_SHARE_IMAGE).
    "/images/og-card.png": "/images/zh-hk/og-card.png",
  },
  text: {
    // Home
    "Test Buying and Product Quality Control": "神秘買家測試及產品品質控制",
    "Test buying and product quality control for global brands and retailers: mystery shopping, inspections, compliance checks and clear, actionable reports.":
      "為環球品牌及零售商提供神秘買家測試及產品品質控制服務：神秘顧客調查、驗貨、合規檢查，以及清晰可行的報告。",
    "Test buying and product quality control": "神秘買家測試及產品品質控制",
    "Independent Test Buying and Quality Control for Global Brands": "為環球品牌提供獨立的神秘買家測試及品質控制",
    "We buy, inspect and test your products exactly as your customers receive them, then show you what to fix, so that every product on the shelf meets the standard your brand promises.":
      "我們以顧客收貨的方式購買、檢驗及測試您的產品，再指出需要改善之處，確保貨架上每件產品都達到品牌承諾的標準。",
    "Get Started": "立即查詢",
    "Explore Services": "了解我們的服務",
    "Anonymous purchases through real retail channels": "透過真實零售渠道匿名購買",
    "Accredited partner laboratories": "認可合作實驗室",
    "Clear reports in 2-4 weeks": "2至4星期內提交清晰報告",
    "An inspector reviewing a product checklist beside a parcel, a magnifying glass and a quality score": "驗貨員在包裹、放大鏡及品質評分旁核對產品檢查清單",
    "Trusted by teams selling through": "以下渠道的銷售團隊都信賴我們",
    "About BrandCheck": "關於 BrandCheck",
    "See Your Products Through Your Customers' Eyes": "從顧客的角度審視您的產品",
    "Factory reports tell you what left the production line. We tell you what arrived: our specialists in London, Hong Kong, Sydney and Frankfurt buy, inspect and test products from the same shelves and sites your customers use.":
      "工廠報告告訴您甚麼離開了生產線；我們告訴您顧客實際收到甚麼。我們駐倫敦、香港、悉尼及法蘭克福的專家，會在顧客光顧的同一貨架和網站購買、檢驗及測試產品。",
    "Thorough Assessment": "全面評估",
    "Every product is bought, inspected and tested against a plan agreed with you, across the channels and markets that matter to your business.":
      "每件產品均按照與您協定的計劃購買、檢驗及測試，涵蓋對您業務重要的所有渠道及市場。",
    "Actionable Insights": "可付諸行動的洞見",
    "Clear findings, photographs and prioritized recommendations that your product, sourcing and retail teams can act on straight away.":
      "清晰的檢驗結果、相片及按優先次序排列的建議，讓您的產品、採購及零售團隊可即時跟進。",
    "Expert Guidance": "專家指導",
    "Specialists in consumer electronics, beauty, home goods and more help you fix problems at their source, not just report them.":
      "消費電子產品、美容、家居用品等範疇的專家協助您從根源解決問題，而不只是匯報問題。",
    "Discover how we can help": "了解我們如何協助您",
    "Proven results": "實證成果",
    "What Our Clients Measured": "客戶實測成果",
    "Figures from three recent engagements, measured by the clients themselves in the year after our work.": "以下數據來自三個近期項目，由客戶在我們完成工作後一年內自行量度。",
    "35%": "35%",
    "fewer product returns": "產品退貨減少",
    "Electronics retailer": "電子產品零售商",
    "$2.1M": "210萬美元",
    "annual savings": "每年節省",
    "40%": "40%",
    "fewer negative reviews": "負評減少",
    "Home goods manufacturer": "家居用品製造商",
    "25%": "25%",
    "higher customer satisfaction": "顧客滿意度提升",
    "4 months": "4個月",
    "saved on time to market": "產品提早推出市場",
    "Beauty brand": "美容品牌",
    "Monthly mystery shopping gives us an honest view of how our products are presented by every retail partner. It has become part of how we run the business.":
      "每月的神秘顧客調查讓我們如實看到每個零售夥伴如何陳列我們的產品，現已成為我們日常營運的一部分。",
    "Brand Director, personal care brand": "個人護理品牌 品牌總監",
    "What we do": "我們的工作",
    "Services Built Around Your Products": "圍繞您的產品而設的服務",
    "From a single mystery-shopping exercise to a year-round quality program, every engagement is planned around your products, channels and markets.":
      "由單次神秘顧客調查到全年品質計劃，每個項目都按您的產品、渠道及市場度身規劃。",
    "Test Buying": "神秘買家測試",
    "Anonymous purchases through real retail channels show you what your customers receive, from packaging and paperwork to the product itself.":
      "透過真實零售渠道匿名購買，讓您看到顧客實際收到的一切，由包裝、隨附文件到產品本身。",
    "Quality Control": "品質控制",
    "Structured performance, durability and safety testing of retail samples catches defects before they turn into returns and poor reviews.":
      "對零售樣本進行有系統的性能、耐用度及安全測試，在問題演變成退貨和負評之前找出缺陷。",
    "Consulting Services": "顧問服務",
    "Practical guidance for your teams and suppliers that removes the root causes of quality problems and keeps them from coming back.":
      "為您的團隊及供應商提供實用指導，根除品質問題的成因，防止問題再次出現。",
    "View All Services": "查看全部服務",
    "Client Story: Returns Down by a Third": "客戶案例：退貨減少三分之一",
    "Read full case study": "閱讀完整案例",
    "Illustration of a returned electronics parcel with a downward trend chart": "一個退回的電子產品包裹及下跌趨勢圖的插圖",
    "Product Returns": "產品退貨",
    Electronics: "電子產品",
    "Cutting Product Returns for a Leading Electronics Retailer": "協助大型電子產品零售商減少產品退貨",
    "A multi-channel electronics retailer was losing margin to returns on its own-brand range. Test buying traced the causes to packaging, accessories and instructions.":
      "一家全渠道電子產品零售商的自家品牌產品因退貨而蠶食利潤。神秘買家測試追查出問題源於包裝、配件及說明書。",
    "Client feedback": "客戶評價",
    "Trusted by Quality and Compliance Leaders": "深得品質及合規主管信賴",
    "Their test buyers found packaging damage our own warehouse checks had missed for months. The fixes paid for the program within a quarter.":
      "他們的神秘買家發現了我們倉庫檢查幾個月來都未能察覺的包裝損壞。改善措施在一季內已抵銷整個計劃的成本。",
    "Head of Quality, consumer electronics retailer": "消費電子產品零售商 品質主管",
    "The compliance review was thorough and, more importantly, practical. Every finding came with a clear next step and a priority.":
      "合規審查既全面，更重要的是切實可行。每項發現都附有清晰的下一步行動及優先次序。",
    "Head of Regulatory Affairs, beauty brand": "美容品牌 法規事務主管",
    "BrandCheck's inspectors gave our suppliers specific, photographed evidence. Conversations that used to take weeks now take a single call.":
      "BrandCheck 的驗貨員向我們的供應商提供具體並有相片為證的證據。以往要花上幾星期的溝通，現在一個電話就能解決。",
    "VP of Operations, home goods manufacturer": "家居用品製造商 營運副總裁",
    "Latest Insights": "最新洞察",
    "Findings from our test purchases and quality checks, and what new regulations mean for your products.": "來自我們神秘買家測試及品質控制工作的發現，以及新法規對您產品的影響。",
    "Ready to See What Your Customers See?": "準備好從顧客的角度看產品了嗎？",
    "Tell us about your products and markets, and we will propose an assessment plan within two business days.": "請告訴我們您的產品及市場，我們會在兩個工作天內提出評估計劃。",
    "Get in Touch": "與我們聯絡",

    // Services
    Services: "服務",
    "Test buying, quality control, compliance assessment, consulting and reporting services that keep your products, and your brand, up to standard.":
      "神秘買家測試、品質控制、合規評估、顧問及報告服務，確保您的產品以至品牌時刻達標。",
    "Our Services": "我們的服務",
    "Services That Protect Your Products and Your Brand": "保障您產品及品牌的服務",
    "Five services that work on their own or together: we find out what your customers really receive, test it against your standards and the law, and help you fix what falls short.":
      "五項服務可獨立或配合使用：我們查明顧客實際收到的產品，按照您的標準及法例要求進行測試，並協助您改善不足之處。",
    "Services on this page": "本頁服務",
    "Compliance Assessment": "合規評估",
    "Reporting & Analytics": "報告及分析",
    "We buy your products the way your customers do: anonymously, through the same stores, marketplaces and delivery options. You see exactly what arrives on a shopper's doorstep, not what left the factory.":
      "我們以顧客的方式購買您的產品：匿名、經同樣的商店、網購平台及送貨方式。您看到的是送到顧客門前的產品，而不是離開工廠時的產品。",
    "Mystery Shopping": "神秘顧客調查",
    "Trained shoppers purchase in-store and online, recording availability, pricing, service and the full unboxing experience.":
      "受過訓練的神秘顧客在門市及網上購物，記錄貨源、價格、服務以及整個開箱體驗。",
    "Packaging Assessment": "包裝評估",
    "We check that packaging protects the product in transit, matches your brand guidelines and arrives intact and complete.": "我們檢查包裝能否在運送途中保護產品、是否符合品牌指引，以及送達時是否完好齊全。",
    "Competitive Analysis": "競爭對手分析",
    "Side-by-side purchases of competitor products show how your quality, presentation and value compare on the shelf.":
      "同時購買競爭對手的產品作並列比較，讓您了解自家產品的品質、陳列及性價比在貨架上孰優孰劣。",
    "Documentation Review": "文件審查",
    "Manuals, warranty cards, inserts and receipts are reviewed for accuracy, language coverage and consistency with your listings.":
      "審查說明書、保用證、附頁及收據是否準確、語言是否齊備，以及是否與產品刊登資料一致。",
    "Our inspectors put retail samples through structured, repeatable tests so that defects are caught by us rather than by your customers, your retail partners or your reviewers.":
      "我們的驗貨員對零售樣本進行有系統、可重複的測試，確保缺陷由我們發現，而不是由顧客、零售夥伴或評論者發現。",
    "Performance Testing": "性能測試",
    "Products are tested against your specifications and advertised claims, from battery life to load capacity.": "按照您的規格及宣傳聲明測試產品，由電池續航力到承重能力，一一驗證。",
    "Durability Assessment": "耐用度評估",
    "Repeated-use, drop and wear tests reveal how products hold up over the months your customers expect them to last.":
      "透過重複使用、跌落及磨損測試，了解產品在顧客預期的使用期內表現如何。",
    "Safety Inspection": "安全檢驗",
    "We look for sharp edges, overheating, loose parts and other hazards before they become incidents or recalls.": "我們檢查鋒利邊緣、過熱、鬆脫零件及其他危險，防患於未然，避免釀成事故或回收。",
    "Visual and Functional Analysis": "外觀及功能分析",
    "Finish, color, fit and every control and feature are checked against your golden sample and approved specification.":
      "按照您的標準樣辦及核准規格，檢查表面處理、顏色、配合度以及每個按鈕和功能。",
    "Regulations differ from market to market and change often. We check the products actually on sale against the rules that apply where they are sold, so you can fix gaps before a regulator or marketplace finds them.":
      "各地法規不盡相同，而且經常變動。我們按照銷售地適用的規定，檢查實際在售的產品，讓您在監管機構或網購平台發現問題之前填補漏洞。",
    "Regulatory Compliance Check": "法規合規檢查",
    "Products are reviewed against the applicable requirements in each target market, including UKCA, CE and sector-specific rules.":
      "按照各目標市場的適用要求審查產品，包括 UKCA、CE 及個別行業的規定。",
    "Labeling and Warning Evaluation": "標籤及警告評估",
    "We verify ingredient lists, warnings, symbols, translations and importer details on the label and packaging.": "我們核實標籤及包裝上的成分表、警告字句、標誌、譯文及進口商資料。",
    "Material Safety Analysis": "物料安全分析",
    "Accredited partner laboratories test for restricted substances and confirm material declarations from your suppliers.": "認可合作實驗室檢測受限制物質，並核實供應商提供的物料聲明。",
    "Risk Assessment": "風險評估",
    "Each finding is rated by likelihood and impact, so your team knows which issues to fix first and which can wait.":
      "每項發現均按發生機會及影響程度評級，讓您的團隊知道哪些問題須優先處理、哪些可以稍後跟進。",
    "Finding problems is only half the job. Our consultants work with your product, sourcing and customer-service teams to remove the causes and keep quality high from one season to the next.":
      "找出問題只是工作的一半。我們的顧問與您的產品、採購及客戶服務團隊合作，消除問題成因，令品質季季保持高水平。",
    "Quality Improvement Planning": "品質改善規劃",
    "We turn assessment findings into a prioritized plan with owners, milestones and measurable targets.": "我們把評估結果轉化為按優先次序排列的計劃，訂明負責人、里程碑及可量度的目標。",
    "Process Optimization": "流程優化",
    "Inspection points, acceptance criteria and hand-offs are redesigned so defects are caught earlier and at lower cost.": "重新設計檢驗點、驗收準則及交接流程，以更早、更低成本的方式發現缺陷。",
    "Training and Education": "培訓及教育",
    "Workshops give your staff and suppliers the checklists and skills to apply the same standards we do.": "工作坊為您的員工及供應商提供檢查清單和技巧，讓他們採用與我們相同的標準。",
    "Supplier Management Guidance": "供應商管理指導",
    "We help you set quality agreements, audit schedules and scorecards that hold suppliers to a consistent standard.": "我們協助您制訂品質協議、審核時間表及評分卡，要求供應商保持一致的標準。",
    "Every engagement ends in a clear report your whole organization can act on, from the executive summary for leadership to the defect-level detail your suppliers need.":
      "每個項目最後都會提交一份整個機構都能據以行動的清晰報告，由供管理層參閱的摘要，到供應商所需的缺陷細節，一應俱全。",
    "Comprehensive Documentation": "完整記錄",
    "Each sample, test and finding is recorded with dates, locations, batch numbers and the method used.": "每個樣本、每項測試及發現均記錄日期、地點、批次編號及所用方法。",
    "Actionable Recommendations": "切實可行的建議",
    "Findings come with specific, prioritized next steps rather than a list of problems to interpret yourself.": "每項發現均附有具體並按優先次序排列的下一步行動，而不是一張要您自行解讀的問題清單。",
    "Trend Analysis": "趨勢分析",
    "Ongoing programs track results across batches, regions and retailers, so you can see whether quality is improving.": "持續計劃會追蹤不同批次、地區及零售商的結果，讓您清楚看到品質是否有所改善。",
    "Visual Documentation": "影像記錄",
    "High-resolution photographs and video of every defect make issues easy to share with suppliers and retail partners.": "每個缺陷均有高解像度相片及影片記錄，方便與供應商及零售夥伴分享。",
    "Not Sure Where to Start?": "不知從何入手？",
    "Tell us what is worrying you, whether it is returns, reviews, a new market or a new supplier, and we will recommend the right mix of services.":
      "無論是退貨、評價、新市場還是新供應商，請告訴我們您的顧慮，我們會為您建議合適的服務組合。",
    "Request a Quote": "索取報價",
    "Tell Us What You Need Checked": "告訴我們您需要檢查甚麼",
    "A few details about your products and markets are enough for a tailored proposal. We reply within two business days.": "只需提供產品及市場的簡單資料，我們便可度身訂造建議書，並於兩個工作天內回覆。",
    "Tell us about your products, markets and timeline, and receive a tailored proposal for test buying and quality control within two business days.":
      "告訴我們您的產品、市場及時間表，即可在兩個工作天內收到度身訂造的神秘買家測試及品質控制建議書。",

    // Case studies
    "Case Studies": "客戶案例",
    "How brands and retailers used test buying and quality control to cut returns by 35%, reach market 4 months sooner and reduce negative reviews by 40%.":
      "品牌及零售商如何透過神秘買家測試及品質控制，把退貨減少35%、提早4個月推出市場，並把負評減少40%。",
    "Real Results for Brands and Retailers": "為品牌及零售商帶來實際成果",
    "Fewer returns, faster launches and happier customers. Here is how our clients used test buying and quality control to solve problems that were costing them money.":
      "退貨更少、推出更快、顧客更滿意。看看我們的客戶如何透過神秘買家測試及品質控制，解決令他們蒙受損失的問題。",
    "Client stories": "客戶故事",
    "Illustration of cosmetic bottles beside a compliance checklist": "化妝品瓶子與合規檢查清單的插圖",
    Compliance: "合規",
    Beauty: "美容",
    Labeling: "標籤",
    "Getting a Beauty Brand Compliant and to Market Faster": "助美容品牌達致合規並加快推出市場",
    "A fast-growing skincare and cosmetics brand needed its full range to meet UK and EU rules before launch. We found the gaps and helped close them months ahead of plan.":
      "一個發展迅速的護膚及化妝品品牌，須在推出前令全線產品符合英國及歐盟的規定。我們找出不足之處，並協助品牌比原定計劃提早數月完成修正。",
    "Illustration of a cooking pan and storage containers with a quality seal": "煎鑊及儲物盒連品質標誌的插圖",
    "Home Goods": "家居用品",
    "Supplier Management": "供應商管理",
    "Raising Product Quality for a Home Goods Manufacturer": "協助家居用品製造商提升產品品質",
    "Negative reviews were putting a cookware and kitchen storage range at risk with its retail partners. Structured quality control found the causes at three factories.":
      "負評令一系列廚具及廚房儲物產品在零售夥伴面前岌岌可危。有系統的品質控制在三間工廠找出了問題成因。",
    Testimonials: "客戶評價",
    "What Our Clients Say": "客戶心聲",
    "Quality, compliance and operations leaders on working with our team.": "品質、合規及營運主管分享與我們團隊合作的經驗。",
    "Quick turnaround and detailed reports across four markets. We would have liked the first report a few days sooner, but the quality of the findings was excellent.":
      "四個市場的報告既快捷又詳盡。我們本希望第一份報告能早幾天送到，但檢驗結果的質素非常出色。",
    "Category Manager, sporting goods retailer": "運動用品零售商 品類經理",
    "The training workshops lifted our own team's inspection standards. A few more sessions in our suppliers' local languages would make it even better.":
      "培訓工作坊提升了我們團隊的驗貨水平。如能多辦幾場以供應商當地語言進行的課程，效果會更好。",
    "Supply Chain Lead, toy manufacturer": "玩具製造商 供應鏈主管",
    "Your Success Story Starts Here": "您的成功故事由此開始",
    "Whatever is holding your products back, we can help you find it and fix it. Tell us about your challenge.": "無論甚麼阻礙您的產品，我們都能協助您找出問題並加以解決。歡迎告訴我們您面對的挑戰。",

    // Case study 1
    "Reducing Product Returns for an Electronics Retailer": "為電子產品零售商減少產品退貨",
    "How test buying and quality control cut own-brand returns by 35% and saved a multi-channel electronics retailer $2.1M a year.":
      "神秘買家測試及品質控制如何把一家全渠道電子產品零售商的自家品牌退貨減少35%，每年節省210萬美元。",
    "Back to Case Studies": "返回客戶案例",
    "Multi-channel consumer electronics retailer, 280 stores in the UK and Europe": "全渠道消費電子產品零售商，在英國及歐洲設有280間分店",
    "The Challenge": "挑戰",
    "Our Approach": "我們的方法",
    "Key Findings": "主要發現",
    "Solution Implementation": "方案實施",
    Results: "成果",
    "Further outcomes": "其他成果",
    "Returns on the retailer's own-brand headphones, speakers and small kitchen appliances had climbed to 14% of units sold, more than double the rate for the branded products on the same shelves. Each return cost the business shipping, handling and, in most cases, a write-off.":
      "該零售商自家品牌耳機、喇叭及小型廚房電器的退貨率已攀升至銷量的14%，比同一貨架上的名牌產品高出一倍有多。每宗退貨都帶來運費、處理費用，而且大多數要作報銷處理。",
    'Return reasons captured at the till and online were vague ("faulty", "not as described"), and internal inspections at the distribution center found very few defects. The team could see the cost but not the cause.':
      "收銀處及網上記錄的退貨原因含糊不清（「有問題」、「與描述不符」），配送中心的內部檢驗亦甚少發現缺陷。團隊看到成本，卻找不到成因。",
    "We designed a test-buying program that followed the customer's journey rather than the supply chain. Over six weeks our shoppers bought 620 units across 12 product lines from 40 stores, the retailer's own website and three third-party marketplaces, using home delivery, click and collect and in-store purchase.":
      "我們設計了一套跟隨顧客購物歷程而非供應鏈的神秘買家測試計劃。在六星期內，我們的神秘顧客透過送貨上門、網購店取及門市購買，從40間分店、零售商的官方網站及三個第三方網購平台，購入12個產品系列共620件產品。",
    "Every unit was unboxed on camera, checked against the listing and the approved specification, and put through performance and durability tests in our Frankfurt and Hong Kong facilities. We then compared our findings with 18 months of anonymized return records to see which issues explained the most returns.":
      "每件產品都在鏡頭前開箱，對照產品刊登資料及核准規格逐一檢查，並在我們位於法蘭克福及香港的測試設施進行性能及耐用度測試。我們其後把結果與18個月的匿名退貨記錄比對，找出導致最多退貨的問題。",
    "38% of returns were linked to missing or wrong accessories, most often a charger with the wrong plug for the country of sale.": "38%的退貨與配件缺漏或錯配有關，最常見的是充電器插頭不符合銷售地規格。",
    "9% of home-delivered units arrived with damaged packaging, and one in four of those had a cosmetic defect on the product itself.":
      "9%送貨上門的產品送達時包裝已損壞，其中四分之一的產品本身亦有外觀瑕疵。",
    "The quick-start guide for wireless products did not explain Bluetooth pairing, so working units were being returned as faulty.":
      "無線產品的快速入門指南沒有解釋藍牙配對，以致運作正常的產品被當作故障退回。",
    "Battery capacity on one supplier's speakers measured 18% below the figure printed on the box.": "其中一家供應商的喇叭，實測電池容量比包裝盒上標示的數字低18%。",
    "We worked with the retailer's sourcing team and two suppliers to introduce region-specific accessory kits with a packing checklist at the factory, and to redesign the outer cartons and inserts for parcel delivery.":
      "我們與零售商的採購團隊及兩家供應商合作，推出按地區配置的配件套裝並在工廠實施包裝檢查清單，同時重新設計適合包裹寄送的外箱及內襯。",
    "Our technical writers rewrote the quick-start guides with step-by-step pairing instructions and a QR code linking to a short video. The underperforming supplier agreed a corrective action plan with battery testing on every production batch.":
      "我們的技術文件撰稿員重寫了快速入門指南，加入逐步配對說明及連結至短片的二維碼。表現欠佳的供應商亦同意一項糾正措施計劃，每個生產批次都須進行電池測試。",
    "A monthly test-buying program now samples each product line, so the retailer sees problems within weeks rather than after a season of returns.":
      "現在每月的神秘買家測試計劃會為每個產品系列抽樣，讓零售商在數星期內察覺問題，而不是在經歷一整季退貨之後。",
    "Within two quarters of the changes going live, returns fell across every product line we assessed.": "改善措施實施後兩季內，我們評估過的每個產品系列退貨均告下降。",
    "Damaged-on-arrival rate for home deliveries fell from 9% to under 2%.": "送貨上門產品的到貨損壞率由9%降至2%以下。",
    "Customer service contacts about pairing problems halved.": "有關配對問題的客戶服務查詢減半。",
    "Supplier scorecards were adopted for the retailer's entire own-brand range.": "零售商全線自家品牌產品均已採用供應商評分卡。",
    "We had spent a year looking at returns from the warehouse. BrandCheck looked at them from the customer's doorstep, and within weeks we knew exactly what to fix.":
      "我們花了一年時間從倉庫的角度研究退貨。BrandCheck 從顧客家門口的角度去看，短短幾星期我們就清楚知道要改善甚麼。",
    "Director of Own-Brand Products": "自家品牌產品總監",
    "More Case Studies": "更多客戶案例",
    "Facing a Similar Challenge?": "面對類似的挑戰？",
    "Tell us about your products and what is going wrong. We will show you how we would find the cause and what it could be worth to fix it.":
      "請告訴我們您的產品及遇到的問題。我們會說明如何找出成因，以及解決問題可為您帶來的價值。",
    "Discuss Your Project": "商討您的項目",

    // Case study 2
    "Compliance Assessment for a Beauty Brand": "美容品牌的合規評估",
    "How a compliance assessment of 48 products helped a fast-growing beauty brand launch in the UK and EU four months ahead of plan.":
      "為48款產品進行的合規評估，如何協助一個發展迅速的美容品牌比原定計劃提早四個月在英國及歐盟推出。",
    "Independent skincare and cosmetics brand, expanding from North America into the UK and EU": "獨立護膚及化妝品品牌，由北美拓展至英國及歐盟",
    "The brand planned to launch 48 products in the UK and EU through its own web store and two major marketplaces. Its labels and claims had been written for North America, and several listings had already been flagged by a marketplace during a trial.":
      "該品牌計劃透過自家網店及兩個大型網購平台，在英國及歐盟推出48款產品。其標籤及宣傳聲明原為北美市場而寫，試業期間已有多項產品刊登被網購平台標示有問題。",
    "The brand's own estimate for reviewing every label, formula and claim was ten months, which would have missed the retail buying window for the following year.":
      "品牌自行估計，審查所有標籤、配方及宣傳聲明需時十個月，這將錯過下一年度的零售採購期。",
    "We bought the full range from the brand's web store and from marketplace sellers, so we assessed the products customers would actually receive, including older stock still in circulation.":
      "我們從品牌的網店及網購平台賣家購入全線產品，以評估顧客實際會收到的產品，包括仍在市面流通的舊貨。",
    "Our compliance specialists reviewed every label and listing against the UK Cosmetics Regulation and EU Regulation 1223/2009. Partner laboratories tested formulas for restricted substances and declarable fragrance allergens, and we reviewed the evidence behind each marketing claim.":
      "我們的合規專家按照英國《化妝品規例》及歐盟第1223/2009號規例，審查每個標籤及產品刊登。合作實驗室檢測配方中的受限制物質及須申報的香料致敏原，我們亦審查了每項宣傳聲明背後的證據。",
    "22 of the 48 products had labeling gaps, including missing Responsible Person details, untranslated warnings and incorrectly ordered ingredient lists.":
      "48款產品中有22款的標籤有所不足，包括缺少負責人資料、警告字句未有翻譯，以及成分表排列次序錯誤。",
    "Three products contained a fragrance allergen above the labeling threshold that was not declared on the pack.": "三款產品含有超出標示門檻的香料致敏原，卻未有在包裝上申報。",
    'Several "clinically proven" claims were not supported by evidence that would satisfy a regulator.': "多項「臨床證實」的宣傳聲明欠缺足以令監管機構信服的證據。",
    "Travel-size products carried no batch code, which would prevent a targeted recall.": "旅行裝產品沒有批次編號，一旦需要回收便無法針對性地進行。",
    "We produced compliant label templates for each market and worked with the brand's designers to roll them out across the range in two print runs.":
      "我們為每個市場製作符合規定的標籤範本，並與品牌的設計師合作，分兩次印刷推行至全線產品。",
    "The brand introduced a claims sign-off process using our evidence checklist, and its contract manufacturer now supplies material declarations for every new formula.":
      "品牌採用我們的證據檢查清單，建立宣傳聲明審批流程，其代工廠現亦為每款新配方提供物料聲明。",
    "A pre-launch checklist and quarterly marketplace test buys keep new products and third-party listings in line with the rules.": "推出前檢查清單及每季在網購平台進行的神秘買家測試，確保新產品及第三方刊登符合規定。",
    "The full range launched in the UK and EU on schedule for the retail buying window.": "全線產品如期趕及零售採購期，在英國及歐盟推出。",
    "48 of 48": "全部48款",
    "products approved by marketplaces first time": "產品首次提交即獲網購平台批准",
    "No listings removed or suspended since launch.": "推出至今沒有任何產品刊登被移除或暫停。",
    "Compliance review time for new products cut from weeks to days.": "新產品的合規審查時間由數星期縮短至數天。",
    "A retailer audit was passed with no corrective actions.": "順利通過零售商審核，無須採取任何糾正措施。",
    "BrandCheck gave us a clear, prioritized list instead of a mountain of regulations. We launched months earlier than we thought possible, with complete confidence in our labels.":
      "BrandCheck 給我們的是一張清晰並按優先次序排列的清單，而不是堆積如山的法規。我們比預期提早數月推出產品，對標籤充滿信心。",
    "Head of Regulatory Affairs": "法規事務主管",

    // Case study 3
    "Quality Control for a Home Goods Manufacturer": "家居用品製造商的品質控制",
    "How quality control and supplier guidance cut negative reviews by 40% and raised customer satisfaction by 25% for a home goods manufacturer.":
      "品質控制及供應商指導如何為一家家居用品製造商減少40%負評，並把顧客滿意度提升25%。",
    "Cookware and kitchen storage manufacturer selling through national retail chains": "透過全國零售連鎖店銷售的廚具及廚房儲物用品製造商",
    "Online reviews of the manufacturer's best-selling cookware and storage lines had turned negative, citing worn non-stick coatings, lids that did not fit and glass containers that cracked. Its largest retail partner had put the range under review.":
      "該製造商最暢銷的廚具及儲物系列網上評價轉差，投訴包括易潺塗層磨損、蓋子不合尺寸及玻璃容器爆裂。其最大的零售夥伴已把該系列列入檢討。",
    "Products were made by three factories in two countries, and each factory's own inspection reports showed pass rates above 98%.": "產品由兩個國家的三間工廠生產，而每間工廠自行提交的驗貨報告都顯示合格率超過98%。",
    "We bought 400 units from five retailers in three markets and compared them with golden samples from each factory. Our laboratory ran 500-cycle dishwasher tests, coating abrasion tests and thermal shock tests on glass lids and containers.":
      "我們從三個市場的五家零售商購入400件產品，與各工廠的標準樣辦比較。我們的實驗室進行了500次洗碗碟機循環測試、塗層耐磨測試，以及玻璃蓋和容器的冷熱衝擊測試。",
    "Inspectors then visited all three factories to observe production and the final inspection process, and we analyzed 2,600 customer reviews to match complaints to product lines and batches.":
      "驗貨員其後走訪全部三間工廠，觀察生產及出貨前最終檢驗流程；我們亦分析了2,600則顧客評價，把投訴對應至產品系列及批次。",
    "Non-stick coating thickness at one factory was up to 30% below specification, and those pans failed abrasion tests after fewer than 200 cycles.":
      "其中一間工廠的易潺塗層厚度比規格低達30%，這些鑊在耐磨測試中不足200次循環便已失效。",
    "Lid tolerances were not defined in the specification, so lids and pans from different factories did not fit each other.": "規格沒有訂明蓋子的公差，以致不同工廠生產的蓋子與鑊互不配合。",
    "Glass from one supplier cracked in thermal shock testing at temperatures customers reach in normal use.": "一家供應商的玻璃在冷熱衝擊測試中，於顧客正常使用時會達到的溫度下爆裂。",
    "Factory inspections checked appearance only, which explains the high reported pass rates.": "工廠檢驗只檢查外觀，這解釋了為何報告中的合格率如此之高。",
    "We helped the manufacturer rewrite its product specifications with measurable tolerances and test methods, and introduced AQL sampling with functional tests at each factory's final inspection.":
      "我們協助製造商重寫產品規格，訂明可量度的公差及測試方法，並在各工廠的最終檢驗引入 AQL 抽樣及功能測試。",
    "The manufacturer replaced its glass supplier, consolidated lid production at one factory and adopted supplier scorecards that are reviewed every quarter.":
      "製造商更換了玻璃供應商，把蓋子集中在一間工廠生產，並採用每季檢討的供應商評分卡。",
    "Quarterly test buying across its retail partners confirms that what reaches the shelf matches what passed inspection.": "每季在各零售夥伴進行的神秘買家測試，確認上架產品與通過檢驗的產品一致。",
    "Twelve months after the program began, the range was renewed by its largest retail partner.": "計劃展開十二個月後，最大的零售夥伴續訂了該系列。",
    "Average product rating rose from 3.6 to 4.4 stars.": "產品平均評分由3.6星升至4.4星。",
    "Defect rate found at final inspection fell from 6.5% to 1.8%.": "最終檢驗發現的次品率由6.5%降至1.8%。",
    "Warranty claims on cookware fell by more than half.": "廚具的保用索償減少超過一半。",
    "Our factory reports said everything was fine; BrandCheck showed us what our customers were really getting. The range is stronger than it has ever been.":
      "我們的工廠報告說一切正常；BrandCheck 卻讓我們看到顧客實際收到的是甚麼。這個系列現在比以往任何時候都更強。",
    "VP of Operations": "營運副總裁",

    // How it works
    "How It Works": "服務流程",
    "Our eight-step process, from first consultation to implementation support, and answers to common questions about timing, coverage, pricing and reports.":
      "我們由初步諮詢到實施支援的八個步驟，以及有關時間、覆蓋範圍、收費和報告的常見問題解答。",
    "A Clear Process From First Call to Lasting Results": "由第一次通話到持久成果，流程清晰",
    "Every engagement follows the same eight steps, so you always know what happens next, who is responsible and when you will see results.":
      "每個項目都遵循相同的八個步驟，讓您時刻清楚下一步是甚麼、由誰負責，以及何時會看到成果。",
    "Our process": "我們的流程",
    "Eight Steps to Better Products": "八個步驟，打造更好的產品",
    "A standard assessment takes 2-4 weeks from the agreed plan to the final report.": "由協定計劃到最終報告，標準評估需時2至4星期。",
    "Initial Consultation": "初步諮詢",
    "We start with a call to understand your products, your markets and the problem you want solved, whether that is returns, reviews, compliance or supplier performance.":
      "我們先與您通話，了解您的產品、市場及希望解決的問題，無論是退貨、評價、合規還是供應商表現。",
    "Custom Plan Development": "度身制訂計劃",
    "We propose a plan covering which products, retailers and markets to sample, how many units, which tests to run and when you will receive results.":
      "我們會提出計劃，列明抽樣的產品、零售商及市場、數量、須進行的測試，以及您何時會收到結果。",
    "Test Buying & Sample Collection": "神秘買家測試及樣本收集",
    "Our shoppers buy your products anonymously in stores and online, exactly as your customers do, and record every step from listing to delivery.":
      "我們的神秘顧客像您的顧客一樣，在門市及網上匿名購買您的產品，並記錄由產品刊登到送貨的每一步。",
    "Comprehensive Assessment": "全面評估",
    "Each sample is inspected and tested against your specification, your product claims and the regulations of the market where it was sold.": "每個樣本均按照您的規格、產品聲明及銷售地市場的法規進行檢驗及測試。",
    "Detailed Analysis": "詳細分析",
    "Our analysts look for patterns across products, batches, retailers and regions to separate one-off defects from systemic problems.":
      "我們的分析員從產品、批次、零售商及地區之間找出規律，區分個別缺陷與系統性問題。",
    "Report Generation": "撰寫報告",
    "You receive a clear report with an executive summary, photographed findings, risk ratings and prioritized recommendations.": "您會收到一份清晰的報告，內容包括行政摘要、附相片的檢驗結果、風險評級及按優先次序排列的建議。",
    "Results Presentation": "匯報結果",
    "We walk your team through the findings, answer questions and agree the actions and owners that will make the biggest difference.": "我們向您的團隊講解檢驗結果、解答疑問，並協定最具成效的行動及負責人。",
    "Implementation Support": "實施支援",
    "Our consultants help you and your suppliers put the changes in place, and follow-up test buys confirm that they have worked.": "我們的顧問協助您及您的供應商落實改善措施，並以跟進的神秘買家測試確認成效。",
    FAQ: "常見問題",
    "Frequently Asked Questions": "常見問題",
    "How long does a standard assessment take?": "標準評估需時多久？",
    "A standard assessment takes 2-4 weeks from the agreed plan to the final report. The exact time depends on the number of products, retailers and markets involved, and on any laboratory tests required.":
      "由協定計劃到最終報告，標準評估需時2至4星期。實際所需時間視乎涉及的產品、零售商及市場數目，以及是否需要進行實驗室測試。",
    "Can you monitor our products on an ongoing basis?": "你們可以持續監察我們的產品嗎？",
    "Yes. Many clients follow an initial assessment with ongoing monitoring, run monthly or quarterly, so they can track quality over time and catch new issues early.":
      "可以。不少客戶在首次評估後會安排每月或每季的持續監察，以長期追蹤品質，及早發現新問題。",
    "Which markets and countries do you cover?": "你們的服務覆蓋哪些市場及國家？",
    "Our teams work from offices in London, Hong Kong, Sydney and Frankfurt, and with a vetted network of shoppers and partner laboratories we cover the UK, Europe, North America and Asia-Pacific. Ask us about any market not listed.":
      "我們的團隊駐於倫敦、香港、悉尼及法蘭克福的辦事處，並透過經審核的神秘顧客及合作實驗室網絡，覆蓋英國、歐洲、北美及亞太區。如需其他市場的服務，歡迎查詢。",
    "Will retailers or suppliers know that products are being tested?": "零售商或供應商會知道產品正在接受測試嗎？",
    "No. Our shoppers buy anonymously, just like your customers. Everything you share with us and everything we find is confidential and covered by a non-disclosure agreement.":
      "不會。我們的神秘顧客與您的顧客一樣匿名購物。您提供給我們的一切資料及我們的所有發現均予保密，並受保密協議保障。",
    "How is pricing calculated?": "收費如何計算？",
    "Each engagement is quoted individually, based on the number of products, channels and markets, the tests required and how often you need results. You receive a fixed quote before any work starts.":
      "每個項目均會按產品、渠道及市場數目、所需測試及報告頻率個別報價。開展任何工作前，您會先收到一份固定報價。",
    "What does a report contain?": "報告包括甚麼內容？",
    "Every report includes an executive summary, the method and sample details, photographed findings with risk ratings, compliance observations where relevant and prioritized recommendations. Raw data is available on request.":
      "每份報告均包括行政摘要、方法及樣本詳情、附相片及風險評級的檢驗結果、相關的合規觀察，以及按優先次序排列的建議。原始數據可應要求提供。",
    "Ready to Take the First Step?": "準備好踏出第一步了嗎？",
    "Book a free, no-obligation consultation. We will discuss your products and goals and outline a plan that fits.": "預約免費諮詢，不涉任何責任。我們會與您商討產品及目標，並擬定合適的計劃。",
    "Schedule a Consultation": "預約諮詢",

    // Contact
    "Contact Us": "聯絡我們",
    "Contact BrandCheck about test-buying, mystery shopping and product quality control for your brand. Offices in London, Hong Kong, Sydney and Frankfurt.":
      "就您品牌的神秘買家測試、神秘顧客調查及產品品質控制聯絡 BrandCheck。我們在倫敦、香港、悉尼及法蘭克福設有辦事處。",
    "Tell us about your products and markets, and a quality specialist will reply within one business day.": "請告訴我們您的產品及市場，我們的品質專家會在一個工作天內回覆。",
    "Send us a message": "給我們留言",
    "Contact Information": "聯絡資料",
    "Where We Test-Buy": "神秘買家購物渠道",
    "We buy anonymously, just as your customers do, from retailers and marketplaces such as:": "我們像您的顧客一樣，在以下零售商及網購平台匿名購物：",
    "Meet us at any office by appointment, in its local business hours.": "歡迎預約於各辦事處的當地辦公時間與我們會面。",
    "The BrandCheck team reviewing product samples in the London office": "BrandCheck 團隊在倫敦辦事處審視產品樣本",

    // Privacy policy
    "Privacy Policy": "私隱政策",
    "How BrandCheck collects, uses and protects personal data from its website, contact form and newsletter, and the rights you have under UK and EU GDPR.":
      "BrandCheck 如何收集、使用及保護經網站、聯絡表格及電子通訊取得的個人資料，以及您根據英國及歐盟《通用數據保障條例》享有的權利。",
    'This policy explains how BrandCheck ("we", "us") handles personal data collected through this website. We process personal data in line with the UK General Data Protection Regulation, the Data Protection Act 2018 and, where it applies, the EU General Data Protection Regulation (together, "GDPR").':
      "本政策說明 BrandCheck（「我們」）如何處理經本網站收集的個人資料。我們按照英國《通用數據保障條例》、英國《2018年數據保障法》，以及在適用情況下歐盟《通用數據保障條例》（統稱「GDPR」）處理個人資料。",
    "Who we are": "我們是誰",
    "BrandCheck provides test-buying and product quality-control services to brands and retailers, with offices in London, Hong Kong, Sydney and Frankfurt. We are the controller of the personal data described in this policy. You can reach us about anything in this policy at {email}.":
      "BrandCheck 為品牌及零售商提供神秘買家測試及產品品質控制服務，在倫敦、香港、悉尼及法蘭克福設有辦事處。我們是本政策所述個人資料的資料控制者。如對本政策有任何疑問，請電郵至 {email} 與我們聯絡。",
    "The information we collect": "我們收集的資料",
    "We only collect the information we need for the purposes described below:": "我們只收集為下述目的所需的資料：",
    "Contact form: your name, e-mail address, company (if you choose to give it) and the message you send us.": "聯絡表格：您的姓名、電郵地址、公司名稱（如您選擇提供）及您發送給我們的訊息。",
    "Newsletter: your e-mail address and, if you give them, your first and last name, together with the date you subscribed.": "電子通訊：您的電郵地址、您的名字及姓氏（如您提供），以及您的訂閱日期。",
    "Staff accounts: for our own team members who sign in to manage the website, their e-mail address, role, a securely hashed password and sign-in activity.":
      "員工帳戶：就登入以管理網站的本公司團隊成員而言，包括其電郵地址、職務、經安全雜湊處理的密碼及登入記錄。",
    "Technical data: when you visit the website our servers record your IP address, browser type, the pages requested and the time of the request, to keep the service secure and working.":
      "技術數據：當您瀏覽本網站時，我們的伺服器會記錄您的 IP 位址、瀏覽器類型、所要求的頁面及要求時間，以確保服務安全及正常運作。",
    "How we use it and our legal basis": "我們如何使用資料及其法律依據",
    "We use contact form messages to reply to your enquiry and, where you ask, to prepare a proposal. Our legal basis is our legitimate interest in responding to business enquiries or, where you are asking about our services, taking steps at your request before entering into a contract.":
      "我們使用聯絡表格的訊息回覆您的查詢，並在您要求時擬備建議書。法律依據是我們回應業務查詢的正當利益；如您查詢我們的服務，則為應您要求在訂立合約前採取的步驟。",
    "We send the newsletter only to people who have subscribed, on the basis of your consent. Every newsletter contains an unsubscribe link, and you can withdraw your consent at any time without affecting earlier processing.":
      "我們只會基於您的同意，向已訂閱的人士發送電子通訊。每份電子通訊均附有取消訂閱連結，您可隨時撤回同意，但不影響撤回前已進行的處理。",
    "We use staff account data to provide secure access to the content management area, and technical data to protect the website against misuse, on the basis of our legitimate interest in running a secure service.":
      "基於我們安全營運服務的正當利益，我們使用員工帳戶資料以提供內容管理區的安全存取，並使用技術數據以保護網站免遭濫用。",
    "We do not use your personal data for automated decision-making or profiling, and we never sell it.": "我們不會將您的個人資料用於自動化決策或個人分析，亦絕不出售您的個人資料。",
    Cookies: "Cookie",
    "This website does not use analytics, advertising or other tracking cookies, and public visitors are not given any cookies at all.":
      "本網站不使用任何分析、廣告或其他追蹤 Cookie，公眾訪客完全不會獲設置任何 Cookie。",
    "When a member of our staff signs in to the content management area, we set one essential session cookie that keeps them signed in and protects the account. Because it is strictly necessary for a service they have requested, it does not require consent. It expires when they sign out or the session ends.":
      "當本公司員工登入內容管理區時，我們會設置一個必要的工作階段 Cookie，以維持其登入狀態並保護帳戶。由於該 Cookie 是提供其所要求服務絕對必需的，因此無須取得同意。該 Cookie 會在員工登出或工作階段結束時失效。",
    "Who we share it with": "我們與誰分享資料",
    "We share personal data only with service providers who help us run the website and our business, such as our hosting and e-mail delivery providers. They act on our instructions under data processing agreements and may not use the data for their own purposes.":
      "我們只會與協助我們營運網站及業務的服務供應商（例如寄存及電郵發送服務供應商）分享個人資料。他們根據資料處理協議按我們的指示行事，不得將資料用於其本身目的。",
    "We may also disclose personal data where the law requires it, or to protect our rights or the safety of others.": "在法律要求的情況下，或為保障我們的權利或他人的安全，我們亦可能披露個人資料。",
    "International transfers": "跨境轉移",
    "Because our team works across several countries, your data may be accessed from outside the UK or the European Economic Area. When that happens we rely on an adequacy decision or protect the transfer with the UK International Data Transfer Agreement or the European Commission's Standard Contractual Clauses.":
      "由於我們的團隊在多個國家工作，您的資料可能會在英國或歐洲經濟區以外被存取。在此情況下，我們會依據充分性決定，或以英國《國際數據轉移協議》或歐盟委員會的標準合約條款保障有關轉移。",
    "How long we keep it": "我們保留資料的期限",
    "We keep personal data only for as long as we need it:": "我們只會在有需要的期間保留個人資料：",
    "Contact form messages: up to 24 months after our last exchange with you, unless they become part of a client relationship.": "聯絡表格訊息：最長保留至我們與您最後一次聯絡後24個月，除非有關訊息成為客戶關係的一部分。",
    "Newsletter subscriptions: until you unsubscribe. We then keep your e-mail address on a suppression list only to make sure you are not contacted again.":
      "電子通訊訂閱：保留至您取消訂閱為止。其後我們只會把您的電郵地址保留在停止發送名單上，以確保不會再與您聯絡。",
    "Staff accounts: while the account is active, and for up to 12 months after it is closed for security and audit purposes.": "員工帳戶：在帳戶有效期間保留，並在帳戶關閉後為保安及審計目的最長保留12個月。",
    "Server logs: up to 30 days, unless needed to investigate a security incident.": "伺服器記錄：最長保留30日，除非需要用於調查保安事故。",
    "How we protect it": "我們如何保護資料",
    "All traffic to the website is encrypted, passwords are stored as salted hashes, and access to personal data is limited to staff who need it for their role. We review these measures regularly.":
      "所有往來本網站的數據均經加密，密碼以加鹽雜湊方式儲存，而個人資料只限因職務需要的員工存取。我們會定期檢討這些措施。",
    "Your rights": "您的權利",
    "Under GDPR you have the rights listed below. To exercise any of them, e-mail {email}. We will respond within one month and will not charge a fee in most cases.":
      "根據 GDPR，您享有以下權利。如欲行使任何一項權利，請電郵至 {email}。我們會在一個月內回覆，在大多數情況下不會收取費用。",
    "To access the personal data we hold about you and receive a copy.": "查閱我們持有的您的個人資料，並索取副本。",
    "To have inaccurate data corrected or incomplete data completed.": "要求更正不準確的資料或補充不完整的資料。",
    "To have your data erased where there is no good reason for us to keep it.": "在我們沒有充分理由保留您的資料時，要求刪除有關資料。",
    "To restrict or object to our processing, including processing based on legitimate interests.": "限制或反對我們處理您的資料，包括基於正當利益的處理。",
    "To receive data you gave us in a portable format.": "以可攜格式取得您提供給我們的資料。",
    "To withdraw your consent at any time, for example by unsubscribing from the newsletter.": "隨時撤回您的同意，例如取消訂閱電子通訊。",
    "To complain to a supervisory authority: the Information Commissioner's Office in the UK, or the data protection authority in your EU country.":
      "向監管機構投訴：在英國為資訊專員辦公室（Information Commissioner's Office），在歐盟則為您所在國家的數據保障機構。",
    Children: "兒童",
    "Our website and services are intended for businesses and are not directed at children under 16. We do not knowingly collect their personal data.": "我們的網站及服務以企業為對象，並非為16歲以下兒童而設。我們不會在知情的情況下收集兒童的個人資料。",
    "Changes to this policy": "本政策的修改",
    "We may update this policy from time to time. The date at the top of this page shows when it was last changed, and we will highlight significant changes on the website.":
      "我們可能不時更新本政策。本頁頂部的日期顯示本政策最後修改的時間，如有重大修改，我們會在網站上特別標示。",
    "Contact us": "聯絡我們",
    "If you have any questions about this policy or how we handle your data, please e-mail {email}.": "如對本政策或我們處理您資料的方式有任何疑問，請電郵至 {email}。",

    // Terms of service
    "Terms of Service": "使用條款",
    "The terms that apply when you use the BrandCheck website, including its content, the contact form and the newsletter.": "適用於您使用 BrandCheck 網站（包括其內容、聯絡表格及電子通訊）的條款。",
    "These terms apply to your use of the BrandCheck website. By using the website you accept them. If you do not agree with them, please do not use the website.":
      "本條款適用於您對 BrandCheck 網站的使用。您使用本網站即表示接受本條款。如您不同意本條款，請勿使用本網站。",
    "About us": "關於我們",
    "The website is operated by BrandCheck, which provides test-buying and product quality-control services to brands and retailers from offices in London, Hong Kong, Sydney and Frankfurt. You can contact us at {email}.":
      "本網站由 BrandCheck 營運。BrandCheck 從其倫敦、香港、悉尼及法蘭克福辦事處，為品牌及零售商提供神秘買家測試及產品品質控制服務。您可電郵至 {email} 與我們聯絡。",
    "Using the website": "使用本網站",
    "You may use the website for lawful purposes only. In particular, you must not:": "您只可為合法目的使用本網站。特別是，您不得：",
    "try to gain unauthorized access to the website, its content management area or the systems that host it;": "試圖未經授權存取本網站、其內容管理區或寄存本網站的系統；",
    "introduce viruses or other harmful code, or interfere with the website's normal operation;": "植入病毒或其他有害程式碼，或干擾本網站的正常運作；",
    "use automated tools to copy content or send messages through the website in bulk;": "使用自動化工具複製內容，或經本網站大量發送訊息；",
    "submit content that is unlawful, misleading, offensive or that infringes anyone else's rights.": "提交違法、具誤導性、冒犯性或侵犯他人權利的內容。",
    "Information on the website": "網站上的資料",
    "The content of the website is general information about our company and services. It is not professional, legal or regulatory advice and should not be relied on as such.":
      "本網站內容屬有關本公司及其服務的一般資料，並不構成專業、法律或監管方面的意見，亦不應被視為此類意見而加以依賴。",
    "Case studies and testimonials describe the results of specific engagements. They are shared with our clients' permission, with identifying details removed, and do not guarantee similar results for your business.":
      "客戶案例及客戶評價描述的是個別項目的成果，經客戶許可並刪去可識別身份的細節後發布，並不保證您的業務可取得類似成果。",
    "Our services": "我們的服務",
    "These terms cover the website only. Our test-buying, quality-control, compliance, consulting and reporting services are provided under a separate written agreement, which sets out the scope, fees and responsibilities of each engagement. Nothing on the website is an offer capable of acceptance.":
      "本條款只涵蓋本網站。我們的神秘買家測試、品質控制、合規、顧問及報告服務根據另行訂立的書面協議提供，該協議列明每個項目的範圍、費用及責任。本網站上的任何內容均不構成可被接納的要約。",
    "Contact form and newsletter": "聯絡表格及電子通訊",
    "When you send us a message or subscribe to our newsletter, please give accurate information. You can unsubscribe from the newsletter at any time using the link in each e-mail. Our Privacy Policy explains how we handle the personal data you provide.":
      "當您向我們發送訊息或訂閱我們的電子通訊時，請提供準確資料。您可隨時透過每封電郵內的連結取消訂閱電子通訊。我們的私隱政策說明我們如何處理您提供的個人資料。",
    "Staff accounts": "員工帳戶",
    "The content management area is for authorized members of our team only. Account holders must keep their sign-in details confidential and tell us immediately if they believe their account has been misused.":
      "內容管理區只供本公司獲授權的團隊成員使用。帳戶持有人必須將其登入資料保密，如認為其帳戶被濫用，須立即通知我們。",
    "Intellectual property": "知識產權",
    "The website and its content, including text, illustrations, logos and the BrandCheck name, belong to us or our licensors. You may view and print pages for your own reference, but you may not copy, adapt or republish them for commercial purposes without our written permission.":
      "本網站及其內容（包括文字、插圖、標誌及 BrandCheck 名稱）屬我們或我們的授權人所有。您可瀏覽及列印頁面供自己參考，但未經我們書面許可，不得為商業目的複製、改編或重新發布。",
    "Links to other websites": "其他網站的連結",
    "Where the website links to other sites, we provide the links for convenience only. We have no control over those sites and are not responsible for their content or practices.":
      "本網站提供的其他網站連結僅為方便使用者而設。我們無法控制該等網站，亦不會對其內容或做法負責。",
    "Availability and changes": "網站供應及更改",
    "We aim to keep the website available and accurate, but we do not guarantee that it will always be available, uninterrupted or error-free. We may change, suspend or withdraw any part of the website at any time.":
      "我們致力維持本網站可供使用及內容準確，但不保證本網站一直可供使用、不受干擾或沒有錯誤。我們可隨時更改、暫停或撤回本網站的任何部分。",
    "Our liability": "我們的法律責任",
    "Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded by law.":
      "本條款概不限制或排除我們因疏忽導致死亡或人身傷害的法律責任、因欺詐或欺詐性失實陳述的法律責任，或任何其他依法不能限制或排除的法律責任。",
    'Subject to that, the website is provided free of charge and on an "as is" basis, and we are not liable for any loss or damage arising from your use of, or inability to use, the website or from reliance on its content, including loss of profits, business or data.':
      "在上述規定的規限下，本網站免費並按「現狀」提供。對於因您使用或無法使用本網站，或因依賴其內容而引致的任何損失或損害（包括利潤、業務或數據的損失），我們概不負責。",
    "Changes to these terms": "本條款的修改",
    "We may revise these terms from time to time. The date at the top of this page shows when they were last updated, and the version published here applies each time you use the website.":
      "我們可能不時修訂本條款。本頁頂部的日期顯示本條款最後更新的時間，而您每次使用本網站時，均適用在此發布的版本。",
    "Governing law": "管轄法律",
    "These terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you are a consumer living in the European Union, you also keep the protection of the mandatory laws of your country of residence.":
      "本條款受英格蘭及威爾斯法律管轄，英格蘭及威爾斯法院對任何爭議具有司法管轄權。如您是居於歐盟的消費者，您亦繼續享有居住國強制性法律的保障。",
    "If you have any questions about these terms, please e-mail {email}.": "如對本條款有任何疑問，請電郵至 {email}。",

    // Settings: business hours, offices, footer and navigation
    "Monday - Friday": "星期一至五",
    "9AM - 6PM EST": "上午9時至下午6時（EST）",
    "Saturday - Sunday": "星期六至日",
    Closed: "休息",
    London: "倫敦",
    "Hong Kong": "香港",
    Sydney: "悉尼",
    Frankfurt: "法蘭克福",
    "Comprehensive test-buying and product quality control services that help businesses ensure their products meet the most rigorous standards.":
      "全面的神秘買家測試及產品品質控制服務，助企業確保產品符合最嚴格的標準。",
    Home: "主頁",
    Contact: "聯絡我們",
  },
};
