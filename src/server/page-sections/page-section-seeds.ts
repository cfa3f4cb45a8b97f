import type { SectionContent } from '@/lib/page-sections/section-definition';
import type { SectionPage } from '@/lib/page-sections/pages';
import type { Locale } from '@/i18n/locales';
import { aboutSectionSeeds } from './about-section-seeds';
import { articleSharedSectionSeeds } from './article-shared-section-seeds';
import { blogSectionSeeds } from './blog-section-seeds';
import { contactSectionSeeds } from './contact-section-seeds';
import { flyerSectionSeeds } from './flyer-section-seeds';
import { homeSectionSeeds } from './home-section-seeds';
import { landingSharedSectionSeeds } from './landing-shared-section-seeds';
import { mailSectionSeeds } from './mail-section-seeds';
import { newsletterSectionSeeds } from './newsletter-section-seeds';
import { serviceSharedSectionSeeds } from './service-shared-section-seeds';
import { servicesSectionSeeds } from './services-section-seeds';
import { siteSectionSeeds } from './site-section-seeds';

/*
 * The copy of the pages made of sections as the site showed it before it became content
 * (decision 047): the seed writes a section that is missing, never over an editor's text.
 */
export const pageSectionSeeds: Record<
  SectionPage,
  Record<Locale, Record<string, SectionContent>>
> = {
  home: homeSectionSeeds,
  services: servicesSectionSeeds,
  contact: contactSectionSeeds,
  flyer: flyerSectionSeeds,
  blog: blogSectionSeeds,
  newsletter: newsletterSectionSeeds,
  mail: mailSectionSeeds,
  about: aboutSectionSeeds,
  landing: landingSharedSectionSeeds,
  service: serviceSharedSectionSeeds,
  article: articleSharedSectionSeeds,
  site: siteSectionSeeds,
  terms: {
    fr: {
      meta: {
        title: 'Conditions générales',
        description:
          'Conditions générales de {name} : prix, devis, paiement, livraison, support, propriété intellectuelle, responsabilité et droit suisse applicable.',
      },
      header: {
        eyebrow: 'Informations légales',
        title: 'Conditions générales',
        intro:
          "Les présentes conditions régissent les prestations que {name}, agence d'automatisation IA basée à Genève, fournit à ses clients professionnels. Toute commande implique leur acceptation sans réserve.",
      },
      purpose: {
        title: 'Objet',
        body: "Les présentes conditions générales définissent les droits et obligations de {name} (ci-après « l'agence ») et de ses clients (ci-après « le client ») pour toutes les prestations proposées : automatisation IA et workflows n8n, chatbots WhatsApp Business, génération de contenu par IA, création et transformation de sites web, y compris les boutiques Shopify.\n\nElles s'appliquent à tout devis accepté et prévalent sur tout autre document du client, sauf accord écrit contraire de l'agence.",
      },
      prices: {
        title: 'Prix',
        body: "Les prix de nos prestations sont indiqués dans le devis : en francs suisses (CHF) ou, pour les clients de la zone euro, en euros. Ils s'entendent toutes taxes comprises.\n\nLes prix indiqués sont fermes et définitifs pour le périmètre décrit dans le devis : aucun supplément n'est facturé pour les travaux convenus. Toute prestation supplémentaire demandée par le client fait l'objet d'un devis distinct.",
      },
      orders: {
        title: 'Commandes et devis',
        body: "Chaque projet commence par une consultation gratuite de 15 minutes, suivie d'un devis détaillé qui précise le périmètre, les livrables, les délais et le prix. Le devis indique sa durée de validité.\n\nLa commande devient ferme dès que l'agence reçoit le devis signé par le client (de façon manuscrite ou électronique) ou son acceptation écrite par e-mail.\n\nToute modification du périmètre après la commande fait l'objet d'un avenant ou d'un devis complémentaire accepté par les deux parties.",
      },
      payment: {
        title: 'Modalités de paiement',
        body: "Sauf mention contraire dans le devis, un acompte est facturé à la commande et le solde à la livraison. Les modalités exactes (montant de l'acompte, échéancier des projets longs, abonnements mensuels) figurent dans le devis.\n\nLes factures sont payables par virement bancaire dans le délai indiqué sur la facture. En cas de retard de paiement, l'agence peut, après un rappel resté sans effet, suspendre les travaux en cours et les services exploités jusqu'au paiement complet.",
      },
      delivery: {
        title: 'Délais, livraison et recette',
        body: "Les délais sont indiqués dans le devis. Selon la prestation, la livraison intervient généralement entre 48h et 2 semaines ; les projets d'automatisation plus larges suivent le planning convenu. Les délais courent à compter de la réception de l'acompte et des éléments à fournir par le client (contenus, accès, validations).\n\nÀ la livraison, le client dispose d'une phase de recette pour vérifier la conformité au devis et signaler toute anomalie. Les anomalies signalées sont corrigées sans frais. Sans réserve exprimée pendant cette phase, la prestation est réputée acceptée.\n\nChaque livraison comprend 30 jours de support gratuit : corrections, ajustements mineurs et réponses aux questions de votre équipe.",
      },
      intellectualProperty: {
        title: 'Propriété intellectuelle',
        body: "Après paiement complet, le client obtient les droits d'utilisation des livrables créés spécifiquement pour lui : site web, contenus, workflows et paramétrage du chatbot.\n\nL'agence conserve la propriété de ses outils, modèles, bibliothèques et savoir-faire préexistants, que le client peut utiliser dans le cadre des livrables. Les logiciels et services tiers (n8n, WhatsApp Business, Shopify, OpenAI, etc.) restent soumis à leurs propres conditions de licence, que le client accepte directement.\n\nSauf refus écrit du client, l'agence peut mentionner le projet parmi ses références.",
      },
      liability: {
        title: 'Responsabilité',
        body: "L'agence exécute ses prestations avec soin et selon les règles de l'art.\n\nElle ne répond pas des interruptions ou modifications des services tiers (hébergeurs, plateformes de messagerie, API d'intelligence artificielle), ni des dommages indirects tels qu'une perte de chiffre d'affaires ou de données. Dans les limites permises par la loi, sa responsabilité est limitée au montant payé pour la prestation concernée.\n\nLe client reste responsable des contenus et données qu'il fournit, ainsi que de l'usage qu'il fait des contenus générés par IA, qu'il relit avant publication.",
      },
      personalData: {
        title: 'Données personnelles',
        body: "L'agence traite les données personnelles de ses clients et prospects conformément à la loi fédérale suisse sur la protection des données (nLPD) et, lorsqu'il s'applique, au règlement général européen sur la protection des données (RGPD).\n\nLorsque l'agence traite des données pour le compte du client (par exemple les conversations d'un chatbot), un accord de traitement des données est conclu. Les détails figurent dans notre [politique de confidentialité](/privacy).",
      },
      law: {
        title: 'Droit applicable et for juridique',
        body: "Les présentes conditions et tout contrat conclu avec l'agence sont soumis au droit suisse.\n\nLes parties cherchent d'abord à régler tout différend à l'amiable. À défaut, les tribunaux compétents du canton de Genève sont seuls compétents, sous réserve des fors impératifs prévus par la loi.",
      },
      closing: {
        body: 'Une question sur ces conditions ? Écrivez-nous à [{email}](mailto:{email}).',
      },
    },
    en: {
      meta: {
        title: 'Terms and conditions',
        description:
          'Terms and conditions of {name}: prices, quotes, payment, delivery, support, intellectual property, liability and applicable Swiss law.',
      },
      header: {
        eyebrow: 'Legal information',
        title: 'Terms and conditions',
        intro:
          'These terms govern the services that {name}, an AI automation agency based in Geneva, provides to its business clients. Placing an order means accepting them in full.',
      },
      purpose: {
        title: 'Purpose',
        body: "These terms and conditions set out the rights and obligations of {name} (“the agency”) and its clients (“the client”) for every service the agency offers: AI automation and n8n workflows, WhatsApp Business chatbots, AI content generation, and the creation and transformation of websites, including Shopify stores.\n\nThey apply to every accepted quote and take precedence over any document of the client's, unless the agency agrees otherwise in writing.",
      },
      prices: {
        title: 'Prices',
        body: 'The prices of our services are stated in the quote: in Swiss francs (CHF) or, for clients in the euro zone, in euros. They include all taxes.\n\nThe prices stated are firm and final for the scope described in the quote: nothing is added to the bill for the agreed work. Any additional service the client requests is covered by a separate quote.',
      },
      orders: {
        title: 'Orders and quotes',
        body: "Every project starts with a free 15-minute consultation, followed by a detailed quote setting out the scope, deliverables, timeline and price. The quote states how long it remains valid.\n\nThe order becomes firm once the agency receives the quote signed by the client (by hand or electronically) or the client's written acceptance by e-mail.\n\nAny change of scope after the order is covered by an amendment or an additional quote accepted by both parties.",
      },
      payment: {
        title: 'Payment terms',
        body: 'Unless the quote says otherwise, a deposit is invoiced when the order is placed and the balance on delivery. The exact terms (deposit amount, instalments for longer projects, monthly subscriptions) are set out in the quote.\n\nInvoices are payable by bank transfer within the period stated on the invoice. If payment is late, the agency may, after a reminder that goes unanswered, suspend work in progress and the services it operates until payment is made in full.',
      },
      delivery: {
        title: 'Timelines, delivery and acceptance',
        body: "Timelines are stated in the quote. Depending on the service, delivery typically takes from 48h to 2 weeks; larger automation projects follow the agreed schedule. Timelines run from receipt of the deposit and of everything the client must provide (content, access, approvals).\n\nOn delivery, the client has an acceptance phase to check that the work matches the quote and to report any defect. Reported defects are fixed free of charge. If no reservation is expressed during this phase, the service is deemed accepted.\n\nEvery delivery includes 30 days of free support: fixes, minor adjustments and answers to your team's questions.",
      },
      intellectualProperty: {
        title: 'Intellectual property',
        body: 'Once paid in full, the client holds the rights to use the deliverables created specifically for them: website, content, workflows and chatbot configuration.\n\nThe agency keeps ownership of its pre-existing tools, templates, libraries and know-how, which the client may use as part of the deliverables. Third-party software and services (n8n, WhatsApp Business, Shopify, OpenAI and others) remain subject to their own licence terms, which the client accepts directly.\n\nUnless the client objects in writing, the agency may mention the project among its references.',
      },
      liability: {
        title: 'Liability',
        body: 'The agency performs its services with care and in line with professional standards.\n\nIt is not liable for outages or changes of third-party services (hosting providers, messaging platforms, AI APIs), nor for indirect damage such as lost revenue or lost data. To the extent permitted by law, its liability is limited to the amount paid for the service concerned.\n\nThe client remains responsible for the content and data it provides and for its use of AI-generated content, which it reviews before publication.',
      },
      personalData: {
        title: 'Personal data',
        body: "The agency processes the personal data of its clients and prospects in accordance with the Swiss Federal Act on Data Protection (nFADP) and, where it applies, the EU General Data Protection Regulation (GDPR).\n\nWhere the agency processes data on the client's behalf (for example chatbot conversations), a data processing agreement is concluded. The details are in our [privacy policy](/privacy).",
      },
      law: {
        title: 'Applicable law and jurisdiction',
        body: 'These terms and any contract concluded with the agency are governed by Swiss law.\n\nThe parties will first seek an amicable settlement of any dispute. Failing that, the competent courts of the canton of Geneva have exclusive jurisdiction, subject to any mandatory place of jurisdiction provided by law.',
      },
      closing: {
        body: 'A question about these terms? Write to us at [{email}](mailto:{email}).',
      },
    },
    ar: {
      meta: {
        title: 'الشروط والأحكام العامة',
        description:
          'الشروط العامة لـ{name}: الأسعار، وعروض الأسعار، والدفع، والتسليم، والدعم، والملكية الفكرية، والمسؤولية، والقانون السويسري المطبق.',
      },
      header: {
        eyebrow: 'معلومات قانونية',
        title: 'الشروط والأحكام العامة',
        intro:
          'تنظّم هذه الشروط الخدمات التي تقدمها {name}، وكالة الأتمتة بالذكاء الاصطناعي التي يقع مقرها في جنيف، لعملائها من الشركات. ويعني تقديم أي طلب قبولها دون تحفظ.',
      },
      purpose: {
        title: 'الغرض',
        body: 'تحدد هذه الشروط العامة حقوق والتزامات {name} (المشار إليها فيما يلي بـ«الوكالة») وعملائها (المشار إليهم فيما يلي بـ«العميل») في جميع الخدمات المقدَّمة: الأتمتة بالذكاء الاصطناعي ومسارات عمل n8n، وروبوتات محادثة WhatsApp Business، وتوليد المحتوى بالذكاء الاصطناعي، وإنشاء المواقع الإلكترونية وتحويلها، بما فيها متاجر Shopify.\n\nوتسري على كل عرض سعر مقبول، وتتقدم على أي وثيقة أخرى صادرة عن العميل، ما لم توافق الوكالة كتابيًا على خلاف ذلك.',
      },
      prices: {
        title: 'الأسعار',
        body: 'تُذكر أسعار خدماتنا في عرض السعر: بالفرنك السويسري (CHF)، أو باليورو بالنسبة للعملاء في منطقة اليورو، وهي شاملة لجميع الضرائب.\n\nالأسعار المذكورة ثابتة ونهائية بالنسبة للنطاق المحدد في عرض السعر: لا يُضاف أي مبلغ مقابل الأعمال المتفق عليها. وكل خدمة إضافية يطلبها العميل تكون موضوع عرض سعر مستقل.',
      },
      orders: {
        title: 'الطلبات وعروض الأسعار',
        body: 'يبدأ كل مشروع باستشارة مجانية مدتها 15 دقيقة، يليها عرض سعر مفصل يحدد النطاق والمخرجات والمواعيد والسعر. ويبيّن عرض السعر مدة صلاحيته.\n\nيصبح الطلب نهائيًا عند استلام الوكالة عرض السعر موقّعًا من العميل (بخط اليد أو إلكترونيًا) أو قبوله الكتابي عبر البريد الإلكتروني.\n\nأي تعديل على النطاق بعد الطلب يكون موضوع ملحق أو عرض سعر إضافي يوافق عليه الطرفان.',
      },
      payment: {
        title: 'شروط الدفع',
        body: 'ما لم ينص عرض السعر على خلاف ذلك، تُفوتَر دفعة مقدمة عند الطلب ويُفوتَر الرصيد عند التسليم. وترد الشروط الدقيقة (مبلغ الدفعة المقدمة، وجدول الأقساط للمشاريع الطويلة، والاشتراكات الشهرية) في عرض السعر.\n\nتُسدَّد الفواتير بتحويل مصرفي خلال الأجل المذكور في الفاتورة. وفي حال التأخر في الدفع، يجوز للوكالة، بعد تذكير لم يُستجب له، تعليق الأعمال الجارية والخدمات التي تشغّلها حتى السداد الكامل.',
      },
      delivery: {
        title: 'المواعيد والتسليم والاستلام',
        body: 'تُحدَّد المواعيد في عرض السعر. وبحسب الخدمة، يتم التسليم عادةً خلال مدة تتراوح بين 48 ساعة وأسبوعين؛ أما مشاريع الأتمتة الأوسع فتتبع الجدول المتفق عليه. وتبدأ المواعيد من تاريخ استلام الدفعة المقدمة وكل ما يلزم أن يقدمه العميل (المحتوى، وصلاحيات الدخول، والموافقات).\n\nعند التسليم، يستفيد العميل من مرحلة استلام للتحقق من مطابقة العمل لعرض السعر والإبلاغ عن أي خلل. وتُصحَّح الأخطاء المُبلَّغ عنها مجانًا. وفي غياب أي تحفظ خلال هذه المرحلة، تُعتبر الخدمة مقبولة.\n\nيشمل كل تسليم 30 يومًا من الدعم المجاني: تصحيحات وتعديلات طفيفة وإجابات عن أسئلة فريقكم.',
      },
      intellectualProperty: {
        title: 'الملكية الفكرية',
        body: 'بعد السداد الكامل، يحصل العميل على حقوق استخدام المخرجات المُنجزة خصيصًا له: الموقع الإلكتروني والمحتوى ومسارات العمل وإعدادات روبوت المحادثة.\n\nتحتفظ الوكالة بملكية أدواتها ونماذجها ومكتباتها وخبراتها السابقة، ويجوز للعميل استخدامها في إطار المخرجات. وتظل البرمجيات والخدمات التابعة لأطراف ثالثة (n8n وWhatsApp Business وShopify وOpenAI وغيرها) خاضعة لشروط ترخيصها الخاصة، التي يقبلها العميل مباشرة.\n\nما لم يعترض العميل كتابيًا، يجوز للوكالة ذكر المشروع ضمن مراجعها.',
      },
      liability: {
        title: 'المسؤولية',
        body: 'تنفّذ الوكالة خدماتها بعناية ووفق أصول المهنة.\n\nولا تتحمل المسؤولية عن انقطاع خدمات الأطراف الثالثة أو تغييرها (مزودو الاستضافة، ومنصات المراسلة، وواجهات برمجة الذكاء الاصطناعي)، ولا عن الأضرار غير المباشرة مثل خسارة رقم الأعمال أو البيانات. وفي الحدود التي يسمح بها القانون، تقتصر مسؤوليتها على المبلغ المدفوع مقابل الخدمة المعنية.\n\nيظل العميل مسؤولًا عن المحتوى والبيانات التي يقدمها، وعن استخدامه للمحتوى المولَّد بالذكاء الاصطناعي، الذي يراجعه قبل النشر.',
      },
      personalData: {
        title: 'البيانات الشخصية',
        body: 'تعالج الوكالة البيانات الشخصية لعملائها وعملائها المحتملين وفقًا للقانون الفدرالي السويسري لحماية البيانات (nLPD)، ووفقًا للائحة العامة لحماية البيانات في الاتحاد الأوروبي (GDPR) متى انطبقت.\n\nوعندما تعالج الوكالة بيانات لحساب العميل (مثل محادثات روبوت المحادثة)، يُبرم اتفاق لمعالجة البيانات. وتجدون التفاصيل في [سياسة الخصوصية](/privacy).',
      },
      law: {
        title: 'القانون المطبق والاختصاص القضائي',
        body: 'تخضع هذه الشروط وكل عقد يُبرم مع الوكالة للقانون السويسري.\n\nيسعى الطرفان أولًا إلى تسوية أي نزاع وديًا. وإذا تعذر ذلك، ينعقد الاختصاص حصرًا للمحاكم المختصة في كانتون جنيف، مع مراعاة قواعد الاختصاص الإلزامية التي ينص عليها القانون.',
      },
      closing: {
        body: 'لديكم سؤال حول هذه الشروط؟ راسلونا على [{email}](mailto:{email}).',
      },
    },
    'ar-ma': {
      meta: {
        title: 'الشروط العامة',
        description:
          'الشروط العامة ديال {name}: الأثمنة، الديفيات، الخلاص، التسليم، الدعم، الملكية الفكرية، المسؤولية والقانون السويسري اللي كيطبق.',
      },
      header: {
        eyebrow: 'معلومات قانونية',
        title: 'الشروط العامة',
        intro:
          'هاد الشروط كتنظم الخدمات اللي كتقدمها {name}، الوكالة ديال الأتمتة بالذكاء الاصطناعي اللي كاينة فجنيف، للكليان ديالها من الشركات. إلا درتو شي طلب، راكم كتقبلو هاد الشروط كاملين.',
      },
      purpose: {
        title: 'الهدف',
        body: 'هاد الشروط العامة كتحدد الحقوق والالتزامات ديال {name} («الوكالة») والكليان ديالها («الكليان») فكاع الخدمات اللي كنقدمو: الأتمتة بالذكاء الاصطناعي والـworkflows ديال n8n، الشات بوت ديال WhatsApp Business، المحتوى بالذكاء الاصطناعي، وصاوبان وتجديد السيتات، حتى الحوانت ديال Shopify.\n\nكتطبق على كل ديفي مقبول، وكتجي قبل أي وثيقة خرا ديال الكليان، من غير إلا وافقات الوكالة بالكتابة على شي حاجة خرا.',
      },
      prices: {
        title: 'الأثمنة',
        body: 'الأثمنة ديال الخدمات ديالنا مكتوبة فالديفي: بالفرنك السويسري (CHF)، ولا باليورو بالنسبة للكليان اللي فمنطقة اليورو، وداخلة فيها كاع الضرايب.\n\nالأثمنة المكتوبة ثابتة ونهائية بالنسبة للخدمة اللي محددة فالديفي: ما كيتزاد والو على الخدمة المتفق عليها. وأي خدمة زايدة كيطلبها الكليان كيكون عليها ديفي بوحدو.',
      },
      orders: {
        title: 'الطلبات والديفيات',
        body: 'كل مشروع كيبدا باستشارة بلاش ديال 15 دقيقة، ومن بعد ديفي مفصل فيه شنو غادي يتدار، شنو غادي يتسلم، الآجال والثمن. والديفي كيبين شحال ديال الوقت كيبقى صالح.\n\nالطلب كيولي نهائي ملي كتوصل الوكالة بالديفي موقع من عند الكليان (بيدو ولا إلكترونيًا) ولا بالموافقة ديالو مكتوبة فإيميل.\n\nأي تبديل فالخدمة من بعد الطلب كيتدار بملحق ولا بديفي زايد كيوافقو عليه بجوج.',
      },
      payment: {
        title: 'طريقة الخلاص',
        body: 'من غير إلا كان الديفي كيقول شي حاجة خرا، كيتفوتر تسبيق ملي كيتدار الطلب والباقي ملي كيتسلم المشروع. التفاصيل (شحال التسبيق، الأقساط ديال المشاريع الطويلة، الاشتراكات الشهرية) مكتوبين فالديفي.\n\nالفاتورات كيتخلصو بتحويل بنكي فالأجل المكتوب فالفاتورة. إلا تعطل الخلاص، تقدر الوكالة، من بعد تذكير بقى بلا جواب، توقف الخدمة اللي خدامة عليها والخدمات اللي كتسير حتى يتخلص كلشي.',
      },
      delivery: {
        title: 'الآجال، التسليم والاستلام',
        body: 'الآجال مكتوبة فالديفي. على حساب الخدمة، التسليم عادةً كيكون بين 48 ساعة وجوج سيمانات؛ ومشاريع الأتمتة الكبار كيمشيو على البرنامج المتفق عليه. الآجال كتبدا من نهار كتوصل الوكالة بالتسبيق وبكلشي اللي خاص الكليان يعطي (المحتوى، الدخول للحسابات، الموافقات).\n\nملي كيتسلم المشروع، الكليان عندو مرحلة ديال الاستلام باش يتأكد بلي الخدمة مطابقة للديفي ويبلغ على أي مشكل. المشاكل اللي تبلغ عليها كيتصلحو بلاش. وإلا ما كان حتى تحفظ فهاد المرحلة، الخدمة كتعتبر مقبولة.\n\nكل تسليم فيه 30 يوم ديال الدعم بلاش: تصليحات، تعديلات صغار وأجوبة على الأسئلة ديال الفريق ديالكم.',
      },
      intellectualProperty: {
        title: 'الملكية الفكرية',
        body: 'من بعد ما يتخلص كلشي، الكليان كيولي عندو الحق يستعمل داكشي اللي تصاوب ليه خصيصًا: السيت، المحتوى، الـworkflows والإعدادات ديال الشات بوت.\n\nالوكالة كتبقى مولات الأدوات، النماذج، المكتبات والخبرة اللي كانت عندها من قبل، والكليان يقدر يستعملهم فإطار الخدمة اللي تسلمات ليه. البرامج والخدمات ديال شركات خرين (n8n، WhatsApp Business، Shopify، OpenAI وغيرهم) كيبقاو خاضعين للشروط ديال الترخيص ديالهم، اللي كيقبلها الكليان نيشان.\n\nإلا ما رفضش الكليان بالكتابة، الوكالة تقدر تذكر المشروع فالمراجع ديالها.',
      },
      liability: {
        title: 'المسؤولية',
        body: 'الوكالة كتدير الخدمات ديالها بعناية وعلى حساب قواعد المهنة.\n\nالوكالة ماشي مسؤولة على الانقطاعات ولا التبديلات ديال الخدمات ديال شركات خرين (الاستضافة، منصات المراسلة، الـAPI ديال الذكاء الاصطناعي)، ولا على الأضرار غير المباشرة بحال نقصان المداخيل ولا ضياع البيانات. وفالحدود اللي كيسمح بيها القانون، المسؤولية ديالها ما كتفوتش المبلغ اللي تخلص على الخدمة المعنية.\n\nالكليان كيبقى مسؤول على المحتوى والبيانات اللي كيعطي، وعلى الاستعمال ديالو للمحتوى اللي صاوبو الذكاء الاصطناعي، اللي خاصو يراجعو قبل ما ينشرو.',
      },
      personalData: {
        title: 'البيانات الشخصية',
        body: 'الوكالة كتعالج البيانات الشخصية ديال الكليان والكليان المحتملين على حساب القانون الفدرالي السويسري لحماية البيانات (nLPD)، وعلى حساب اللائحة الأوروبية العامة لحماية البيانات (GDPR) إلا كانت كتطبق.\n\nملي كتعالج الوكالة بيانات على قبل الكليان (بحال المحادثات ديال الشات بوت)، كيتسنى اتفاق ديال معالجة البيانات. التفاصيل كاينين فـ[سياسة الخصوصية](/privacy) ديالنا.',
      },
      law: {
        title: 'القانون اللي كيطبق والمحكمة المختصة',
        body: 'هاد الشروط وأي عقد مع الوكالة خاضعين للقانون السويسري.\n\nالطرفين كيحاولو اللول يحلو أي نزاع بالتراضي. وإلا ما تحلش، المحاكم المختصة ديال كانتون جنيف هي بوحدها اللي مختصة، مع احترام قواعد الاختصاص الإلزامية اللي كينص عليها القانون.',
      },
      closing: {
        body: 'عندكم شي سؤال على هاد الشروط؟ كتبو لينا على [{email}](mailto:{email}).',
      },
    },
  },
  privacy: {
    fr: {
      meta: {
        title: 'Politique de confidentialité',
        description:
          'Comment {name} traite vos données : formulaire de contact, newsletter, durées de conservation, sous-traitants et vos droits selon la nLPD suisse et le RGPD.',
      },
      header: {
        eyebrow: 'Informations légales',
        title: 'Politique de confidentialité',
        intro:
          'Nous collectons le strict minimum pour vous répondre et traitons vos données conformément à la loi suisse sur la protection des données (nLPD) et au règlement européen (RGPD). Voici ce que nous collectons, pourquoi, et comment exercer vos droits.',
      },
      controller: {
        title: 'Responsable du traitement',
        body: 'Le responsable du traitement des données collectées sur ce site est {name}, {address}. Pour toute question sur vos données, écrivez-nous à [{email}](mailto:{email}).',
      },
      dataCollected: {
        title: 'Données collectées',
        body: "Nous collectons les données que vous nous transmettez vous-même, et d'où elles nous parviennent :\n\n- **Formulaire de contact** : votre nom, votre adresse e-mail, votre téléphone (facultatif), votre entreprise (facultatif), le service qui vous intéresse, votre message et la langue du site.\n- **Newsletter** : votre adresse e-mail et votre langue.\n- **Provenance** : une demande de contact ou une inscription à la newsletter garde aussi d'où venait votre visite : sa page d'entrée et sa langue, le site d'où vous veniez, les paramètres de campagne de l'adresse (utm_…) et les pages vues avant le formulaire (voir « Cookies et mesure d'audience »).\n- **Rendez-vous** : si vous réservez un rendez-vous sur notre page de réservation, Cal.com nous transmet la réservation, qui devient une demande dans notre boîte de réception : votre nom, votre adresse e-mail, votre téléphone s'il est demandé, votre langue et votre fuseau horaire, la date et l'heure du rendez-vous, vos réponses aux questions de la réservation et les paramètres de campagne de son lien. Un report ou une annulation la met à jour ; elle est conservée et effacée comme une demande de contact.\n\nComme tout site web, notre serveur enregistre aussi des journaux techniques (adresse IP, date, page demandée), nécessaires à la sécurité du site et à la prévention des abus ; une demande de contact ou une inscription garde de même une empreinte chiffrée (irréversible) de votre adresse IP, jamais l'adresse elle-même.",
      },
      purposes: {
        title: 'Pourquoi nous les utilisons',
        body: '- Répondre à votre demande de contact ou de devis, en général sous 24h, et assurer le suivi de notre échange.\n- Vous envoyer nos guides et nos actualités si vous êtes inscrit à la newsletter.\n- Protéger le site contre le spam et les abus.\n\nNous ne vendons ni ne louons vos données, et nous ne les utilisons pas à des fins de profilage publicitaire.',
      },
      legalBases: {
        title: 'Bases légales',
        body: '- **Demandes de contact** : les mesures précontractuelles prises à votre demande et notre intérêt légitime à répondre aux messages reçus (art. 6, par. 1, let. b et f RGPD).\n- **Newsletter** : votre consentement, que vous pouvez retirer à tout moment (art. 6, par. 1, let. a RGPD).\n- **Journaux techniques** : notre intérêt légitime à assurer la sécurité du site (art. 6, par. 1, let. f RGPD).\n\nEn droit suisse, ces traitements respectent les principes de la nLPD : licéité, bonne foi, proportionnalité, finalité et transparence.',
      },
      retention: {
        title: 'Durée de conservation',
        body: "- **Demandes de contact** : 24 mois après notre dernier échange, puis suppression, avec les e-mails qui les accompagnent. Si un contrat est conclu, les obligations légales de conservation des pièces comptables s'appliquent.\n- **Newsletter** : une inscription jamais confirmée est effacée après 30 jours ; après une désinscription, votre adresse est retirée de la liste d'envoi, puis effacée 30 jours plus tard : il n'en reste qu'une empreinte chiffrée (irréversible) qui garantit qu'elle ne reçoit plus jamais la newsletter.\n- **E-mails envoyés** : supprimés 90 jours après leur envoi (ou leur échec définitif).\n- **Sessions de l'administration** : effacées à leur expiration (au plus 12 heures après la connexion).\n- **Journal d'audit de l'administration** : 24 mois.\n- **Journaux techniques** : une durée courte, limitée aux besoins de sécurité ; ils ne contiennent jamais le texte de vos messages.",
      },
      recipients: {
        title: 'Sous-traitants et destinataires',
        body: "Seule l'équipe de l'agence a accès à vos données, ainsi que les prestataires qui font fonctionner le site, liés par contrat et tenus à la confidentialité :\n\n- **Hébergement** : serveurs situés en Suisse ou dans l'Union européenne.\n- **Envoi d'e-mails** : un fournisseur de messagerie (SMTP) qui achemine nos réponses et la newsletter.\n- **Prise de rendez-vous** : Cal.com, qui héberge notre page de réservation. Si vous y réservez un rendez-vous, il reçoit ce que vous saisissez et les paramètres de campagne du lien, et nous renvoie la réservation (voir « Données collectées »).\n- **Assistant vocal** (lorsqu'il est proposé) : si vous l'utilisez, votre conversation est traitée par le fournisseur du widget.\n- **Outils de l'agence** : les demandes de contact et les rendez-vous, avec leur provenance, ainsi que les inscriptions à la newsletter confirmées ou retirées peuvent être envoyés aux outils que l'agence relie au site (par exemple son logiciel de gestion de la clientèle, un outil d'automatisation ou la messagerie de son équipe).\n\nSi un prestataire devait traiter des données hors de Suisse ou de l'Union européenne, ce transfert serait encadré par des garanties appropriées, comme les clauses contractuelles types de la Commission européenne reconnues par le PFPDT.",
      },
      cookies: {
        title: "Cookies et mesure d'audience",
        body: "Nos pages ne déposent aucun cookie, et la mesure d'audience n'enregistre rien dans votre navigateur : ni cookie, ni stockage local, ni stockage de session. Nous n'utilisons aucun outil publicitaire ni aucune mesure d'audience tierce. Seul ce que vous tapez dans le formulaire de contact ou de newsletter reste dans votre navigateur, tant que l'onglet est ouvert (stockage de session), pour ne pas le perdre si vous changez de langue ; il ne nous parvient que lorsque vous envoyez le formulaire. L'assistant vocal, lorsqu'il est proposé, est fourni par un tiers selon ses propres règles (voir « Sous-traitants et destinataires »).\n\nNous mesurons nous-mêmes notre audience, sur nos propres serveurs. Une fois une page chargée, votre navigateur nous signale qu'elle a été vue ; nous enregistrons alors : la page et sa langue, la page d'entrée de la visite, le site d'où vous venez (son nom de domaine seulement), les paramètres de campagne de l'adresse (utm_source, utm_medium, utm_campaign, utm_term, utm_content), le type d'appareil (ordinateur, tablette, téléphone), la famille de navigateur et l'heure.\n\nAvec les mêmes informations, nous comptons aussi ces étapes d'une visite :\n\n- un clic sur nos liens de téléphone, WhatsApp, e-mail ou de prise de rendez-vous (signalé par votre navigateur) ;\n- une demande de contact enregistrée et une inscription à la newsletter confirmée (notées par notre serveur quand il les reçoit) ;\n- une page ouverte depuis un lien de notre newsletter (ces liens portent le nom de la lettre, jamais rien qui vous identifie).\n\nUn rendez-vous pris sur notre page de réservation est compté lui aussi, quand notre outil de réservation nous l'annonce : avec votre langue et les paramètres de campagne que portait le lien, mais sans rien de votre visite, et rien ne relie ce décompte à votre rendez-vous.\n\nUne demande de contact ou une inscription à la newsletter garde en outre la provenance de votre visite : sa page d'entrée et sa langue, le site d'où vous veniez, les paramètres de campagne et les pages vues avant le formulaire (à défaut, la page d'où il a été envoyé). Elle est conservée et effacée avec la demande ou l'inscription.\n\nPour ne compter une visite qu'une fois, nous calculons une empreinte chiffrée (irréversible) de votre adresse IP, de votre navigateur et de notre site avec un secret aléatoire renouvelé chaque jour ; le secret de la veille est effacé, si bien que l'empreinte ne peut plus être reliée à vous, même par nous. Votre adresse IP n'est jamais enregistrée. Les robots et l'équipe de l'agence ne sont pas comptés. Le détail est effacé après 13 mois ; seuls des totaux par jour sont conservés.\n\nPour ne pas être compté, activez le signal « Global Privacy Control » (GPC) ou « Do Not Track » de votre navigateur (par exemple dans Firefox, Brave ou DuckDuckGo) : nous le respectons, sans rien enregistrer chez vous. Aucune page vue, aucun clic, aucune demande ni confirmation n'est alors compté ; une demande envoyée garde seulement la page d'où elle est partie, et un rendez-vous pris reste compté, sans paramètres de campagne.",
      },
      rights: {
        title: 'Vos droits',
        body: "Selon la loi fédérale sur la protection des données (nLPD) et, si vous résidez dans l'Union européenne, selon le RGPD, vous avez le droit de :\n\n- accéder à vos données et en obtenir une copie ;\n- faire rectifier des données inexactes ;\n- faire effacer vos données ;\n- vous opposer à un traitement et, pour la newsletter, retirer votre consentement à tout moment ;\n- obtenir la limitation d'un traitement (RGPD) ;\n- recevoir les données que vous nous avez fournies dans un format courant (portabilité).",
      },
      exercise: {
        title: 'Exercer vos droits',
        body: "Écrivez-nous à [{email}](mailto:{email}) en précisant votre demande. Nous pouvons vous demander une preuve d'identité, afin qu'aucun tiers n'accède à vos données. Nous répondons dans un délai de 30 jours.\n\nChaque envoi de la newsletter contient en outre un lien de désinscription.\n\nSur demande, nous rassemblons tout ce que nous conservons sous votre adresse e-mail : vos demandes de contact, votre inscription à la newsletter et son consentement, les lettres et e-mails qui vous ont été envoyés, et les mentions de votre adresse dans le journal de l'administration. Vous recevez le tout dans un fichier (JSON) accompagné d'un résumé lisible, dans votre langue.\n\nSi vous demandez l'effacement, tout est effacé en une fois. Il ne reste qu'une empreinte chiffrée (irréversible) de votre adresse, qui garantit qu'elle ne sera jamais réinscrite à la newsletter, même par un import ; le journal de l'administration garde la trace de l'effacement, sans votre adresse.",
      },
      authority: {
        title: 'Autorité de contrôle',
        body: "Si vous estimez que vos données ne sont pas traitées correctement, vous pouvez saisir le Préposé fédéral à la protection des données et à la transparence (PFPDT), à Berne : [www.edoeb.admin.ch](https://www.edoeb.admin.ch). Si vous résidez dans l'Union européenne, vous pouvez aussi vous adresser à l'autorité de protection des données de votre pays, en France la CNIL.",
      },
      changes: {
        title: 'Modifications',
        body: "Nous pouvons adapter cette politique pour suivre l'évolution du site ou de la loi. La date de la dernière mise à jour figure en haut de cette page.",
      },
      newsletterMails: {
        title: 'Nos lettres d’information',
        body: "Nos lettres ne contiennent **aucun pixel de suivi** et **aucun lien de redirection** : nous ne savons pas si vous ouvrez une lettre, et chaque lien mène directement à sa destination. Les liens d’une lettre vers les pages de notre site portent ses paramètres de campagne (utm_source=newsletter, utm_medium=email et utm_campaign, le nom de la lettre), les mêmes pour tous les abonnés : jamais un identifiant qui vous soit propre. Les visites qu’ils amènent sont comptées par lettre, comme toute visite (voir « Cookies et mesure d'audience »), jamais par personne ; si vous nous écrivez au cours d’une telle visite, votre demande garde la lettre comme provenance, comme toute demande. Seul le lien de désinscription vous est propre : chaque lettre en porte un, visible, et permet de se désinscrire en un clic depuis votre messagerie.\n\nSi un serveur de messagerie refuse définitivement votre adresse, nous cessons de vous écrire ; l’adresse est effacée 30 jours plus tard, comme après une désinscription. Une adresse importée d’une autre liste ne reçoit nos lettres qu’après avoir confirmé son inscription, sauf si votre consentement a été recueilli ailleurs, ce que nous consignons.",
      },
      closing: {
        body: 'Une question sur vos données ? Écrivez-nous à [{email}](mailto:{email}).',
      },
    },
    en: {
      meta: {
        title: 'Privacy policy',
        description:
          'How {name} handles your data: contact form, newsletter, retention periods, processors and your rights under the Swiss nFADP and the GDPR.',
      },
      header: {
        eyebrow: 'Legal information',
        title: 'Privacy policy',
        intro:
          'We collect the bare minimum we need to reply to you, and we process your data in line with the Swiss Federal Act on Data Protection (nFADP) and the EU General Data Protection Regulation (GDPR). Here is what we collect, why, and how to exercise your rights.',
      },
      controller: {
        title: 'Data controller',
        body: 'The controller of the data collected on this website is {name}, {address}. For any question about your data, write to us at [{email}](mailto:{email}).',
      },
      dataCollected: {
        title: 'Data we collect',
        body: "We collect the data you send us yourself, and where it reached us from:\n\n- **Contact form**: your name, e-mail address, phone number (optional), company (optional), the service you are interested in, your message and the site's language.\n- **Newsletter**: your e-mail address and language.\n- **Source**: a contact request or a newsletter sign-up also keeps where your visit came from: its entry page and language, the site you came from, the campaign parameters of the address (utm_…) and the pages viewed before the form (see “Cookies and analytics”).\n- **Appointments**: if you book an appointment on our booking page, Cal.com sends us the booking, which becomes a request in our inbox: your name, e-mail address, phone number if asked, language and time zone, the date and time of the appointment, your answers to the booking questions and the campaign parameters of its link. A reschedule or a cancellation updates it; it is kept and deleted like a contact request.\n\nLike any website, our server also keeps technical logs (IP address, date, requested page) needed for the site's security and to prevent abuse; a contact request or a sign-up likewise keeps a one-way fingerprint of your IP address, never the address itself.",
      },
      purposes: {
        title: 'Why we use it',
        body: '- To answer your contact or quote request, usually within 24h, and to follow up on our conversation.\n- To send you our guides and news if you have subscribed to the newsletter.\n- To protect the site against spam and abuse.\n\nWe never sell or rent out your data, and we do not use it for advertising profiling.',
      },
      legalBases: {
        title: 'Legal bases',
        body: '- **Contact requests**: steps taken at your request before entering into a contract, and our legitimate interest in answering the messages we receive (Art. 6(1)(b) and (f) GDPR).\n- **Newsletter**: your consent, which you can withdraw at any time (Art. 6(1)(a) GDPR).\n- **Technical logs**: our legitimate interest in keeping the site secure (Art. 6(1)(f) GDPR).\n\nUnder Swiss law, this processing follows the principles of the nFADP: lawfulness, good faith, proportionality, purpose limitation and transparency.',
      },
      retention: {
        title: 'How long we keep it',
        body: '- **Contact requests**: 24 months after our last exchange, then deleted together with the e-mails they caused. If a contract follows, the statutory retention obligations for accounting records apply.\n- **Newsletter**: a sign-up never confirmed is erased after 30 days; when you unsubscribe, your address leaves the mailing list at once and is erased 30 days later, leaving only an irreversible encrypted fingerprint that makes sure it never receives the newsletter again.\n- **E-mails sent**: deleted 90 days after they were sent (or finally failed).\n- **Admin sessions**: erased when they expire (at most 12 hours after signing in).\n- **Admin audit log**: 24 months.\n- **Technical logs**: a short period, limited to security needs; they never contain the text of your messages.',
      },
      recipients: {
        title: 'Processors and recipients',
        body: "Only the agency's team can access your data, together with the providers that run the site, who are bound by contract and by confidentiality:\n\n- **Hosting**: servers located in Switzerland or the European Union.\n- **E-mail delivery**: an e-mail (SMTP) provider that carries our replies and the newsletter.\n- **Appointment booking**: Cal.com, which hosts our booking page. If you book an appointment there, it receives what you enter and the campaign parameters of the link, and sends the booking back to us (see “Data we collect”).\n- **Voice assistant** (when offered): if you use it, your conversation is processed by the widget's provider.\n- **The agency's tools**: contact requests and appointments, with their source, and newsletter sign-ups confirmed or withdrawn may be sent to the tools the agency connects to the site (for example its customer relationship software, an automation tool or its team's chat).\n\nShould a provider process data outside Switzerland or the European Union, the transfer would be covered by appropriate safeguards, such as the European Commission's standard contractual clauses recognised by the FDPIC.",
      },
      cookies: {
        title: 'Cookies and analytics',
        body: "Our pages set no cookie, and the audience measurement stores nothing in your browser: no cookie, no local storage, no session storage. We use no advertising tools and no third-party analytics. Only what you type into the contact or newsletter form stays in your browser, while the tab is open (session storage), so that it is not lost if you switch language; it reaches us only when you send the form. The voice assistant, when offered, is provided by a third party under its own rules (see “Processors and recipients”).\n\nWe measure our audience ourselves, on our own servers. Once a page has loaded, your browser tells us it was viewed; we then record: the page and its language, the page the visit began on, the site you came from (its domain name only), the campaign parameters of the address (utm_source, utm_medium, utm_campaign, utm_term, utm_content), the kind of device (computer, tablet, phone), the browser family and the time.\n\nWith the same information, we also count these steps of a visit:\n\n- a click on our phone, WhatsApp, e-mail or booking links (reported by your browser);\n- a contact request stored and a newsletter sign-up confirmed (noted by our server when it receives them);\n- a page opened from a link in our newsletter (these links carry the letter's name, never anything that identifies you).\n\nAn appointment booked on our booking page is counted too, when our booking tool reports it: with your language and the campaign parameters its link carried, but nothing of your visit, and nothing links this count to your appointment.\n\nA contact request or a newsletter sign-up also keeps where your visit came from: its entry page and language, the site you came from, the campaign parameters and the pages viewed before the form (failing that, the page it was sent from). It is kept and deleted together with the request or sign-up.\n\nTo count a visit only once, we compute a one-way fingerprint of your IP address, your browser and our site with a random secret replaced every day; the previous day's secret is deleted, so the fingerprint can no longer be linked to you, even by us. Your IP address is never stored. Robots and the agency's staff are not counted. The details are deleted after 13 months; only daily totals are kept.\n\nTo not be counted, turn on your browser's Global Privacy Control (GPC) or Do Not Track signal (for example in Firefox, Brave or DuckDuckGo): we respect it, without storing anything on your device. No page view, click, request or confirmation is then counted; a request you send keeps only the page it was sent from, and an appointment booked is still counted, without campaign parameters.",
      },
      rights: {
        title: 'Your rights',
        body: 'Under the Swiss Federal Act on Data Protection (nFADP) and, if you live in the European Union, under the GDPR, you have the right to:\n\n- access your data and obtain a copy of it;\n- have inaccurate data corrected;\n- have your data erased;\n- object to processing and, for the newsletter, withdraw your consent at any time;\n- restrict processing (GDPR);\n- receive the data you gave us in a common format (portability).',
      },
      exercise: {
        title: 'How to exercise your rights',
        body: 'Write to us at [{email}](mailto:{email}) stating your request. We may ask for proof of identity so that nobody else can access your data. We reply within 30 days.\n\nEvery newsletter also contains an unsubscribe link.\n\nOn request, we gather everything we keep under your e-mail address: your contact requests, your newsletter subscription and its consent, the letters and e-mails sent to you, and the mentions of your address in the admin log. You receive it all as a file (JSON) with a readable summary, in your language.\n\nIf you ask for erasure, everything is erased at once. Only an encrypted fingerprint (irreversible) of your address remains, which guarantees it is never subscribed to the newsletter again, not even by an import; the admin log keeps a record of the erasure, without your address.',
      },
      authority: {
        title: 'Supervisory authority',
        body: "If you believe your data is not being handled properly, you can contact the Federal Data Protection and Information Commissioner (FDPIC) in Bern: [www.edoeb.admin.ch](https://www.edoeb.admin.ch). If you live in the European Union, you can also turn to your country's data protection authority, such as the CNIL in France.",
      },
      changes: {
        title: 'Changes',
        body: 'We may update this policy as the website or the law changes. The date of the last update is shown at the top of this page.',
      },
      newsletterMails: {
        title: 'Our newsletter emails',
        body: "Our letters contain **no tracking pixel** and **no redirect links**: we do not know whether you open a letter, and every link goes straight to its destination. A letter's links to our site's pages carry its campaign parameters (utm_source=newsletter, utm_medium=email and utm_campaign, the letter's name), the same for every subscriber: never an identifier of your own. The visits they bring are counted per letter, like any visit (see “Cookies and analytics”), never per person; if you write to us during such a visit, your request keeps the letter as its source, like any request. Only the unsubscribe link is your own: every letter carries a visible one and lets you unsubscribe in one click from your mail app.\n\nIf a mail server permanently refuses your address, we stop writing to you; the address is erased 30 days later, as after unsubscribing. An address imported from another list only receives our letters once it has confirmed its subscription, unless your consent was obtained elsewhere, which we record.",
      },
      closing: {
        body: 'A question about your data? Write to us at [{email}](mailto:{email}).',
      },
    },
    ar: {
      meta: {
        title: 'سياسة الخصوصية',
        description:
          'كيف تعالج {name} بياناتكم: نموذج الاتصال، والنشرة الإخبارية، ومدد الحفظ، والجهات المعالِجة، وحقوقكم بموجب القانون السويسري nLPD واللائحة الأوروبية GDPR.',
      },
      header: {
        eyebrow: 'معلومات قانونية',
        title: 'سياسة الخصوصية',
        intro:
          'نجمع الحد الأدنى من البيانات اللازمة للرد عليكم، ونعالجها وفقًا للقانون الفدرالي السويسري لحماية البيانات (nLPD) واللائحة العامة لحماية البيانات في الاتحاد الأوروبي (GDPR). إليكم ما نجمعه، ولماذا، وكيف تمارسون حقوقكم.',
      },
      controller: {
        title: 'المسؤول عن المعالجة',
        body: 'المسؤول عن معالجة البيانات التي تُجمع على هذا الموقع هو {name}، {address}. لأي سؤال بشأن بياناتكم، راسلونا على [{email}](mailto:{email}).',
      },
      dataCollected: {
        title: 'البيانات التي نجمعها',
        body: 'نجمع البيانات التي ترسلونها إلينا بأنفسكم، ومن أين وصلتنا:\n\n- **نموذج الاتصال**: الاسم، والبريد الإلكتروني، ورقم الهاتف (اختياري)، والشركة (اختياري)، والخدمة التي تهمكم، ورسالتكم، ولغة الموقع.\n- **النشرة الإخبارية**: بريدكم الإلكتروني ولغتكم.\n- **المصدر**: يحتفظ طلب الاتصال أو الاشتراك في النشرة الإخبارية أيضًا بمصدر زيارتكم: صفحة دخولها ولغتها، والموقع الذي جئتم منه، ومعاملات الحملة في العنوان (utm_…)، والصفحات التي اطلعتم عليها قبل النموذج (انظروا «ملفات تعريف الارتباط وقياس الزيارات»).\n- **المواعيد**: إذا حجزتم موعدًا عبر صفحة الحجز لدينا، يرسل إلينا Cal.com الحجز، فيصبح طلبًا في صندوق الوارد لدينا: اسمكم، وبريدكم الإلكتروني، ورقم هاتفكم إن طُلب، ولغتكم ومنطقتكم الزمنية، وتاريخ الموعد ووقته، وإجاباتكم عن أسئلة الحجز، ومعاملات الحملة في رابطه. ويُحدَّث إذا غيّرتم الموعد أو ألغيتموه، ويُحفظ ويُحذف كما يُحفظ طلب الاتصال ويُحذف.\n\nوككل موقع إلكتروني، يحتفظ خادمنا أيضًا بسجلات تقنية (عنوان IP، والتاريخ، والصفحة المطلوبة) ضرورية لأمن الموقع ومنع إساءة استخدامه؛ وكذلك يحتفظ طلب الاتصال أو الاشتراك ببصمة مشفّرة لا رجعة فيها لعنوان IP الخاص بكم، لا بالعنوان نفسه أبدًا.',
      },
      purposes: {
        title: 'لماذا نستخدمها',
        body: '- للرد على طلب الاتصال أو عرض السعر، عادةً خلال 24 ساعة، ومتابعة تواصلنا معكم.\n- لإرسال أدلتنا وأخبارنا إليكم إذا اشتركتم في النشرة الإخبارية.\n- لحماية الموقع من الرسائل المزعجة وإساءة الاستخدام.\n\nلا نبيع بياناتكم ولا نؤجرها، ولا نستخدمها لأغراض التنميط الإعلاني.',
      },
      legalBases: {
        title: 'الأسس القانونية',
        body: '- **طلبات الاتصال**: الإجراءات السابقة للتعاقد المتخذة بناءً على طلبكم، ومصلحتنا المشروعة في الرد على الرسائل الواردة (المادة 6 من GDPR).\n- **النشرة الإخبارية**: موافقتكم، التي يمكنكم سحبها في أي وقت (المادة 6 من GDPR).\n- **السجلات التقنية**: مصلحتنا المشروعة في ضمان أمن الموقع (المادة 6 من GDPR).\n\nوفي القانون السويسري، تحترم هذه المعالجات مبادئ nLPD: المشروعية، وحسن النية، والتناسب، وتحديد الغرض، والشفافية.',
      },
      retention: {
        title: 'مدة الحفظ',
        body: '- **طلبات الاتصال**: 24 شهرًا بعد آخر تواصل بيننا، ثم تُحذف مع الرسائل الإلكترونية المرتبطة بها. وإذا أُبرم عقد، تسري الالتزامات القانونية لحفظ المستندات المحاسبية.\n- **النشرة الإخبارية**: يُمحى الاشتراك غير المؤكَّد بعد 30 يومًا؛ وعند إلغاء اشتراككم يُحذف عنوانكم من قائمة الإرسال فورًا ثم يُمحى بعد 30 يومًا، ولا تبقى منه إلا بصمة مشفّرة لا يمكن عكسها تضمن ألا تصله النشرة مرة أخرى.\n- **الرسائل المرسلة**: تُحذف بعد 90 يومًا من إرسالها (أو من فشلها النهائي).\n- **جلسات الإدارة**: تُمحى عند انتهاء صلاحيتها (بعد 12 ساعة على الأكثر من تسجيل الدخول).\n- **سجل التدقيق الخاص بالإدارة**: 24 شهرًا.\n- **السجلات التقنية**: مدة قصيرة تقتصر على احتياجات الأمن، ولا تتضمن أبدًا نص رسائلكم.',
      },
      recipients: {
        title: 'الجهات المعالِجة والمتلقّون',
        body: 'لا يطّلع على بياناتكم إلا فريق الوكالة ومزودو الخدمات الذين يشغّلون الموقع، وهم ملزمون بعقود وبواجب السرية:\n\n- **الاستضافة**: خوادم موجودة في سويسرا أو في الاتحاد الأوروبي.\n- **إرسال البريد الإلكتروني**: مزود بريد إلكتروني (SMTP) ينقل ردودنا والنشرة الإخبارية.\n- **حجز المواعيد**: Cal.com، الذي يستضيف صفحة الحجز لدينا. إذا حجزتم موعدًا عبرها، يتلقى ما تُدخلونه ومعاملات الحملة في الرابط، ثم يرسل إلينا الحجز (انظروا «البيانات التي نجمعها»).\n- **المساعد الصوتي** (عند توفره): إذا استخدمتموه، يعالج مزود هذه الأداة محادثتكم.\n- **أدوات الوكالة**: قد تُرسَل طلبات الاتصال والمواعيد، مع مصدرها، وكذلك الاشتراكات في النشرة الإخبارية المؤكَّدة أو الملغاة، إلى الأدوات التي تربطها الوكالة بالموقع (مثل برنامج إدارة علاقات العملاء، أو أداة أتمتة، أو منصة المراسلة الخاصة بفريقها).\n\nوإذا عالج أحد المزودين بيانات خارج سويسرا أو الاتحاد الأوروبي، يُؤطَّر هذا النقل بضمانات مناسبة، مثل البنود التعاقدية النموذجية للمفوضية الأوروبية التي يعترف بها المفوض الفدرالي لحماية البيانات (PFPDT).',
      },
      cookies: {
        title: 'ملفات تعريف الارتباط وقياس الزيارات',
        body: 'لا تضع صفحاتنا أي ملف تعريف ارتباط، ولا يحفظ قياس الزيارات أي شيء في متصفحكم: لا ملفات تعريف ارتباط، ولا تخزين محلي، ولا تخزين للجلسة. ولا نستخدم أي أدوات إعلانية ولا أي أداة خارجية لقياس الزيارات. لا يبقى في متصفحكم إلا ما تكتبونه في نموذج الاتصال أو نموذج النشرة الإخبارية، ما دامت علامة التبويب مفتوحة (تخزين الجلسة)، حتى لا يضيع إذا غيّرتم اللغة؛ ولا يصلنا إلا عندما ترسلون النموذج. أما المساعد الصوتي، عند توفره، فيقدّمه طرف ثالث وفق قواعده الخاصة (انظروا «الجهات المعالِجة والمتلقّون»).\n\nنقيس زيارات موقعنا بأنفسنا، على خوادمنا الخاصة. بعد تحميل الصفحة، يُعلمنا متصفحكم بأنها عُرضت، فنسجّل: الصفحة ولغتها، والصفحة التي بدأت بها الزيارة، والموقع الذي جئتم منه (اسم نطاقه فقط)، ومعاملات الحملة في العنوان (utm_source وutm_medium وutm_campaign وutm_term وutm_content)، ونوع الجهاز (حاسوب أو لوحي أو هاتف)، وعائلة المتصفح، والوقت.\n\nونحتسب أيضًا، بالمعلومات نفسها، هذه المراحل من الزيارة:\n\n- النقر على روابط الهاتف أو واتساب أو البريد الإلكتروني أو حجز المواعيد (يُبلغنا به متصفحكم)؛\n- تسجيل طلب اتصال وتأكيد الاشتراك في النشرة الإخبارية (يسجّلهما خادمنا عند استلامهما)؛\n- فتح صفحة من رابط في نشرتنا الإخبارية (تحمل هذه الروابط اسم النشرة، ولا تحمل أبدًا ما يدل على هويتكم).\n\nويُحتسب كذلك الموعد الذي يُحجز عبر صفحة الحجز لدينا، عندما تُبلغنا به أداة الحجز: مع لغتكم ومعاملات الحملة التي حملها الرابط، ولكن دون أي شيء من زيارتكم، ولا شيء يربط هذا الإحصاء بموعدكم.\n\nويحتفظ طلب الاتصال أو الاشتراك في النشرة الإخبارية كذلك بمصدر زيارتكم: صفحة دخولها ولغتها، والموقع الذي جئتم منه، ومعاملات الحملة، والصفحات التي اطلعتم عليها قبل النموذج (وإن تعذّر ذلك، الصفحة التي أُرسل منها). ويُحفظ هذا المصدر ويُحذف مع الطلب أو الاشتراك.\n\nلنحتسب الزيارة مرة واحدة فقط، نحسب بصمة مشفّرة لا رجعة فيها لعنوان IP الخاص بكم ومتصفحكم وموقعنا، بسرّ عشوائي يُجدَّد كل يوم؛ ويُحذف سرّ اليوم السابق، فلا يمكن بعد ذلك ربط البصمة بكم، ولا حتى من طرفنا. لا يُحفظ عنوان IP الخاص بكم أبدًا. لا تُحتسب برامج الروبوت ولا فريق الوكالة. تُحذف التفاصيل بعد 13 شهرًا، ولا يُحتفظ إلا بمجاميع يومية.\n\nلكي لا تُحتسبوا، فعّلوا إشارة «Global Privacy Control» (GPC) أو «Do Not Track» في متصفحكم (مثلًا في Firefox أو Brave أو DuckDuckGo): نحترمها دون أن نحفظ أي شيء على جهازكم. وعندئذ لا تُحتسب أي صفحة معروضة ولا أي نقرة ولا أي طلب أو تأكيد؛ ولا يحتفظ الطلب الذي ترسلونه إلا بالصفحة التي أُرسل منها، ويبقى الموعد المحجوز محتسبًا، دون معاملات الحملة.',
      },
      rights: {
        title: 'حقوقكم',
        body: 'بموجب القانون الفدرالي السويسري لحماية البيانات (nLPD)، وبموجب GDPR إذا كنتم تقيمون في الاتحاد الأوروبي، يحق لكم:\n\n- الاطلاع على بياناتكم والحصول على نسخة منها؛\n- تصحيح البيانات غير الدقيقة؛\n- حذف بياناتكم؛\n- الاعتراض على المعالجة، وسحب موافقتكم على النشرة الإخبارية في أي وقت؛\n- تقييد المعالجة (GDPR)؛\n- تلقي البيانات التي قدمتموها لنا بصيغة شائعة الاستخدام (قابلية النقل).',
      },
      exercise: {
        title: 'كيف تمارسون حقوقكم',
        body: 'راسلونا على [{email}](mailto:{email}) مع توضيح طلبكم. قد نطلب منكم إثبات هويتكم حتى لا يطّلع غيركم على بياناتكم. ونرد خلال 30 يومًا.\n\nكما تتضمن كل رسالة من النشرة الإخبارية رابطًا لإلغاء الاشتراك.\n\nعند الطلب، نجمع كل ما نحتفظ به تحت عنوان بريدكم الإلكتروني: طلبات التواصل، واشتراككم في النشرة الإخبارية وموافقتكم عليه، والرسائل والنشرات المرسلة إليكم، وذِكر عنوانكم في سجل الإدارة. وتتسلمون كل ذلك في ملف (JSON) مع ملخص مقروء بلغتكم.\n\nوإذا طلبتم المحو، يُمحى كل شيء دفعة واحدة. ولا تبقى سوى بصمة مشفّرة (لا رجعة فيها) لعنوانكم، تضمن ألا يُعاد تسجيله في النشرة أبدًا، ولو عن طريق استيراد؛ ويحتفظ سجل الإدارة بأثر المحو دون عنوانكم.',
      },
      authority: {
        title: 'سلطة الرقابة',
        body: 'إذا رأيتم أن بياناتكم لا تُعالَج على النحو الصحيح، يمكنكم اللجوء إلى المفوض الفدرالي لحماية البيانات والشفافية (PFPDT) في برن: [www.edoeb.admin.ch](https://www.edoeb.admin.ch). وإذا كنتم تقيمون في الاتحاد الأوروبي، يمكنكم أيضًا التوجه إلى سلطة حماية البيانات في بلدكم، مثل CNIL في فرنسا.',
      },
      changes: {
        title: 'التعديلات',
        body: 'قد نعدّل هذه السياسة لمواكبة تطور الموقع أو القانون. ويظهر تاريخ آخر تحديث في أعلى هذه الصفحة.',
      },
      newsletterMails: {
        title: 'رسائل نشرتنا الإخبارية',
        body: 'لا تحتوي رسائلنا على **أي بكسل تتبّع** ولا على **روابط إعادة توجيه**: لا نعرف إن كنت تفتح رسالة، وكل رابط يقود مباشرة إلى وجهته. تحمل روابط الرسالة إلى صفحات موقعنا معاملات حملتها (utm_source=newsletter وutm_medium=email وutm_campaign، أي اسم الرسالة)، وهي نفسها لجميع المشتركين: لا تحمل أبدًا معرّفًا خاصًا بك. وتُحتسب الزيارات التي تأتي منها لكل رسالة، ككل زيارة (انظر «ملفات تعريف الارتباط وقياس الزيارات»)، ولا تُحتسب أبدًا لكل شخص؛ وإذا راسلتنا خلال زيارة كهذه، يحتفظ طلبك بالرسالة مصدرًا له، ككل طلب. ولا يخصّك من روابطها إلا رابط إلغاء الاشتراك: تحمل كل رسالة رابطًا ظاهرًا لإلغاء الاشتراك، ويمكنك إلغاء الاشتراك بنقرة واحدة من بريدك.\n\nإذا رفض خادم بريد عنوانك نهائيًا، نتوقف عن مراسلتك؛ ويُمحى العنوان بعد 30 يومًا، كما بعد إلغاء الاشتراك. العنوان المستورد من قائمة أخرى لا يتلقى رسائلنا إلا بعد تأكيد اشتراكه، ما لم تكن موافقتك قد جُمعت في مكان آخر، وهو ما نسجّله.',
      },
      closing: {
        body: 'لديكم سؤال بشأن بياناتكم؟ راسلونا على [{email}](mailto:{email}).',
      },
    },
    'ar-ma': {
      meta: {
        title: 'سياسة الخصوصية',
        description:
          'كيفاش {name} كتعامل مع البيانات ديالكم: الفورمولير ديال الاتصال، النيوزليتر، شحال كنحتافظو بيها، الشركاء اللي كيعالجوها والحقوق ديالكم على حساب nLPD السويسري وGDPR.',
      },
      header: {
        eyebrow: 'معلومات قانونية',
        title: 'سياسة الخصوصية',
        intro:
          'كنجمعو غير داكشي اللي خاصنا باش نجاوبوكم، وكنعالجو البيانات ديالكم على حساب القانون السويسري لحماية البيانات (nLPD) واللائحة الأوروبية (GDPR). هنا غادي تلقاو شنو كنجمعو، علاش، وكيفاش تستعملو الحقوق ديالكم.',
      },
      controller: {
        title: 'شكون المسؤول على المعالجة',
        body: 'المسؤول على معالجة البيانات اللي كتتجمع فهاد السيت هو {name}، {address}. إلا عندكم شي سؤال على البيانات ديالكم، كتبو لينا على [{email}](mailto:{email}).',
      },
      dataCollected: {
        title: 'البيانات اللي كنجمعو',
        body: 'كنجمعو البيانات اللي كتصيفطوها لينا بيديكم، ومنين وصلاتنا:\n\n- **الفورمولير ديال الاتصال**: السمية، الإيميل، التيليفون (اختياري)، الشركة (اختياري)، الخدمة اللي كتهمكم، الميساج ديالكم واللغة ديال السيت.\n- **النيوزليتر**: الإيميل واللغة ديالكم.\n- **منين جات الزيارة**: طلب الاتصال ولا التسجيل فالنيوزليتر كيحتفظ حتى هو بمنين جات الزيارة ديالكم: الصفحة اللي بدات منها واللغة ديالها، السيت اللي جيتو منو، باراميترات الحملة اللي فالعنوان (utm_…) والصفحات اللي شفتو قبل الفورمولير (شوفو «الكوكيز وقياس الزيارات»).\n- **المواعيد**: إلا حجزتو موعد فالصفحة ديال الحجز ديالنا، Cal.com كيصيفط لينا الحجز، وكيولي طلب بحال الطلبات اللي كتوصلنا: السمية، الإيميل، التيليفون إلا تطلب، اللغة والمنطقة الزمنية ديالكم، النهار والساعة ديال الموعد، الأجوبة ديالكم على الأسئلة ديال الحجز، وباراميترات الحملة اللي فالرابط ديالو. إلا بدلتو الموعد ولا لغيتوه، كيتبدل حتى هو؛ وكيتحفظ وكيتمسح بحال طلب الاتصال.\n\nبحال أي سيت، السيرفر ديالنا كيسجل حتى سجلات تقنية (عنوان IP، التاريخ، الصفحة اللي تطلبات)، ضرورية للأمان ديال السيت وباش نمنعو الاستعمال الخايب؛ وبحالهم، طلب الاتصال ولا التسجيل كيحتفظ ببصمة مشفرة ما كترجعش ديال عنوان IP ديالكم، عمرو ما كيحتفظ بالعنوان براسو.',
      },
      purposes: {
        title: 'علاش كنستعملوها',
        body: '- باش نجاوبو على الطلب ديالكم ديال الاتصال ولا الديفي، عادةً ف24 ساعة، ونتابعو معاكم.\n- باش نصيفطو ليكم الأدلة والأخبار ديالنا إلا تسجلتو فالنيوزليتر.\n- باش نحميو السيت من السبام والاستعمال الخايب.\n\nما كنبيعوش البيانات ديالكم وما كنكريوهاش، وما كنستعملوهاش للإشهار الموجه.',
      },
      legalBases: {
        title: 'الأساس القانوني',
        body: '- **طلبات الاتصال**: الإجراءات اللي كتسبق العقد واللي طلبتوها، والمصلحة المشروعة ديالنا باش نجاوبو على الميساجات اللي كتوصلنا (المادة 6 من GDPR).\n- **النيوزليتر**: الموافقة ديالكم، اللي تقدرو ترجعو فيها فأي وقت (المادة 6 من GDPR).\n- **السجلات التقنية**: المصلحة المشروعة ديالنا فالأمان ديال السيت (المادة 6 من GDPR).\n\nفالقانون السويسري، هاد المعالجة كتحترم المبادئ ديال nLPD: المشروعية، حسن النية، التناسب، تحديد الهدف والشفافية.',
      },
      retention: {
        title: 'شحال كنحتافظو بيها',
        body: '- **طلبات الاتصال**: 24 شهر من بعد آخر تواصل بيناتنا، ومن بعد كتتمسح مع الإيميلات اللي تبعاتها. إلا تسنى عقد، كيطبقو الالتزامات القانونية ديال الحفظ ديال الوثائق المحاسبية.\n- **النيوزليتر**: التسجيل اللي ما تأكدش كيتمسح من بعد 30 يوم؛ وملي كتلغيو الاشتراك، الإيميل ديالكم كيتحيد من لائحة الإرسال دغيا وكيتمسح من بعد 30 يوم، وما كيبقى منو غير واحد البصمة مشفرة ما كترجعش، باش ما توصلوش النيوزليتر عاوتاني.\n- **الإيميلات اللي تصيفطو**: كيتمسحو من بعد 90 يوم من الإرسال ديالهم (ولا من الفشل النهائي ديالهم).\n- **الجلسات ديال الإدارة**: كيتمسحو ملي كتسالي الصلاحية ديالهم (على الأكثر 12 ساعة من بعد الدخول).\n- **سجل التدقيق ديال الإدارة**: 24 شهر.\n- **السجلات التقنية**: مدة قصيرة، على قد الحاجة ديال الأمان، وعمرها ما كتضم النص ديال الميساجات ديالكم.',
      },
      recipients: {
        title: 'الشركاء اللي كيعالجو البيانات',
        body: 'غير الفريق ديال الوكالة اللي كيوصل للبيانات ديالكم، مع الشركاء اللي كيشغلو السيت، وهوما ملتازمين بعقد وبالسرية:\n\n- **الاستضافة**: سيرفرات فسويسرا ولا فالاتحاد الأوروبي.\n- **إرسال الإيميلات**: مزود ديال الإيميل (SMTP) كيوصل الأجوبة ديالنا والنيوزليتر.\n- **حجز المواعيد**: Cal.com، اللي فيه الصفحة ديال الحجز ديالنا. إلا حجزتو فيها موعد، كيوصلو داكشي اللي كتكتبو وباراميترات الحملة اللي فالرابط، ومن بعد كيصيفط لينا الحجز (شوفو «البيانات اللي كنجمعو»).\n- **المساعد الصوتي** (إلا كان متوفر): إلا استعملتوه، المحادثة ديالكم كيعالجها المزود ديال هاد الأداة.\n- **الأدوات ديال الوكالة**: طلبات الاتصال والمواعيد، مع منين جاو، والتسجيلات فالنيوزليتر اللي تأكدو ولا تلغاو، ممكن يتصيفطو للأدوات اللي كتربطها الوكالة بالسيت (بحال البرنامج ديال تسيير الكليان، شي أداة ديال الأتمتة ولا الميساجري ديال الفريق ديالها).\n\nإلا شي مزود عالج بيانات برا سويسرا ولا الاتحاد الأوروبي، هاد النقل كيكون محمي بضمانات مناسبة، بحال البنود التعاقدية النموذجية ديال المفوضية الأوروبية اللي معترف بيها من عند المفوض الفدرالي (PFPDT).',
      },
      cookies: {
        title: 'الكوكيز وقياس الزيارات',
        body: 'الصفحات ديالنا ما كتحط حتى كوكي، والقياس ديال الزيارات ما كيخبي والو فالبراوزر ديالكم: لا كوكيز، لا تخزين محلي، لا تخزين ديال الجلسة. وما كنستعملو حتى أداة ديال الإشهار، وحتى أداة خارجية لقياس الزيارات. غير داكشي اللي كتكتبو فالفورمولير ديال الاتصال ولا ديال النيوزليتر اللي كيبقى فالبراوزر ديالكم، حتى تسدو الصفحة (تخزين الجلسة)، باش ما يضيعش إلا بدلتو اللغة؛ وما كيوصلناش حتى كتصيفطو الفورمولير. أما المساعد الصوتي، إلا كان متوفر، راه كيقدمو طرف آخر بالقواعد ديالو (شوفو «الشركاء اللي كيعالجو البيانات»).\n\nكنحسبو الزيارات ديالنا بيدينا، فالسيرفورات ديالنا. ملي كتتحمل الصفحة، البراوزر ديالكم كيعلمنا بلي تشافت، وكنسجلو: الصفحة واللغة ديالها، الصفحة اللي بدات منها الزيارة، السيت اللي جيتو منو (غير سمية الدومين ديالو)، باراميترات الحملة اللي فالعنوان (utm_source وutm_medium وutm_campaign وutm_term وutm_content)، نوع الجهاز (كمبيوتر، تابليت ولا تيليفون)، عائلة البراوزر والوقت.\n\nوبنفس المعلومات، كنحسبو حتى هاد الخطوات ديال الزيارة:\n\n- الكليك على الروابط ديال التيليفون، واتساب، الإيميل ولا الحجز ديال الموعد (كيعلمنا بيه البراوزر ديالكم)؛\n- طلب اتصال تسجل، وتسجيل فالنيوزليتر تأكد (كيسجلهم السيرفر ديالنا ملي كيوصلوه)؛\n- صفحة تحلات من رابط فالنيوزليتر ديالنا (هاد الروابط فيهم السمية ديال الرسالة، وعمرهم ما كيكون فيهم شي حاجة كتعرّف بيكم).\n\nوالموعد اللي كيتحجز فالصفحة ديال الحجز ديالنا كيتحسب حتى هو، ملي الأداة ديال الحجز كتعلمنا بيه: مع اللغة ديالكم وباراميترات الحملة اللي كانت فالرابط، ولكن بلا حتى حاجة من الزيارة ديالكم، وحتى حاجة ما كتربط هاد الحساب بالموعد ديالكم.\n\nوطلب الاتصال ولا التسجيل فالنيوزليتر كيحتفظ حتى هو بمنين جات الزيارة ديالكم: الصفحة اللي بدات منها واللغة ديالها، السيت اللي جيتو منو، باراميترات الحملة والصفحات اللي شفتو قبل الفورمولير (وإلا ما كانوش، الصفحة اللي تصيفط منها). كيتحفظ وكيتمسح مع الطلب ولا التسجيل.\n\nباش نحسبو الزيارة مرة وحدة، كنحسبو بصمة مشفرة ما كترجعش لعنوان IP ديالكم، البراوزر ديالكم والسيت ديالنا، بسر عشوائي كيتبدل كل نهار؛ السر ديال البارح كيتمسح، داكشي علاش البصمة ما بقاتش تقدر تتربط بيكم، حتى من عندنا. عنوان IP ديالكم عمرو ما كيتسجل. الروبوتات والفريق ديال الوكالة ما كيتحسبوش. التفاصيل كيتمسحو من بعد 13 شهر؛ كيبقاو غير المجاميع ديال كل نهار.\n\nإلا بغيتو ما تتحسبوش، شعلو الإشارة «Global Privacy Control» (GPC) ولا «Do Not Track» فالبراوزر ديالكم (بحال Firefox ولا Brave ولا DuckDuckGo): كنحترموها بلا ما نخبيو والو عندكم. وملي تكون مشعلة، ما كتتحسب حتى صفحة، حتى كليك، حتى طلب ولا تأكيد؛ الطلب اللي كتصيفطو كيحتفظ غير بالصفحة اللي تصيفط منها، والموعد اللي تحجز كيبقى كيتحسب، بلا باراميترات الحملة.',
      },
      rights: {
        title: 'الحقوق ديالكم',
        body: 'على حساب القانون الفدرالي السويسري لحماية البيانات (nLPD)، وعلى حساب GDPR إلا كنتو ساكنين فالاتحاد الأوروبي، عندكم الحق:\n\n- تشوفو البيانات ديالكم وتاخدو نسخة منها؛\n- تصححو البيانات اللي فيها غلط؛\n- تمسحو البيانات ديالكم؛\n- تعترضو على المعالجة، وترجعو فالموافقة ديال النيوزليتر فأي وقت؛\n- تحددو المعالجة (GDPR)؛\n- تاخدو البيانات اللي عطيتونا بصيغة معروفة (قابلية النقل).',
      },
      exercise: {
        title: 'كيفاش تستعملو الحقوق ديالكم',
        body: 'كتبو لينا على [{email}](mailto:{email}) وقولو لينا شنو بغيتو. ممكن نطلبو منكم شي حاجة كتثبت الهوية ديالكم، باش حتى واحد آخر ما يوصل للبيانات ديالكم. كنجاوبو فأجل ديال 30 يوم.\n\nوكل ميساج ديال النيوزليتر فيه حتى هو رابط باش تلغيو الاشتراك.\n\nإلا طلبتو، كنجمعو كلشي اللي محتافظين بيه تحت الإيميل ديالكم: الطلبات ديال التواصل، الاشتراك ديالكم فالنيوزليتر والموافقة ديالو، الرسائل والإيميلات اللي تصيفطو ليكم، والمرات اللي تذكر فيها الإيميل ديالكم فسجل الإدارة. وكيوصلكم كلشي فملف (JSON) مع ملخص ساهل للقراية، باللغة ديالكم.\n\nوإلا طلبتو المسح، كيتمسح كلشي دقة وحدة. ما كيبقى غير بصمة مشفرة (ما كترجعش) ديال الإيميل ديالكم، كتضمن أنه عمرو ما يتسجل عاوتاني فالنيوزليتر، حتى بالاستيراد؛ وسجل الإدارة كيحتافظ بأثر المسح، بلا الإيميل ديالكم.',
      },
      authority: {
        title: 'السلطة ديال المراقبة',
        body: 'إلا بان ليكم بلي البيانات ديالكم ما كتتعالجش مزيان، تقدرو تشتكيو عند المفوض الفدرالي لحماية البيانات والشفافية (PFPDT) فبيرن: [www.edoeb.admin.ch](https://www.edoeb.admin.ch). وإلا كنتو ساكنين فالاتحاد الأوروبي، تقدرو حتى تمشيو للسلطة ديال حماية البيانات فبلادكم، بحال CNIL ففرنسا.',
      },
      changes: {
        title: 'التعديلات',
        body: 'ممكن نبدلو هاد السياسة على حساب التطور ديال السيت ولا القانون. التاريخ ديال آخر تحديث كاين فالفوق ديال هاد الصفحة.',
      },
      newsletterMails: {
        title: 'الرسائل ديال النشرة ديالنا',
        body: 'الرسائل ديالنا ما فيها **حتى بكسل ديال التتبع** و**حتى رابط كيدوز من عندنا**: ما كنعرفوش واش كتحل الرسالة، وكل رابط كيديك نيشان للبلاصة ديالو. الروابط اللي فالرسالة وكيديو للصفحات ديال السيت ديالنا فيهم الباراميترات ديال الحملة ديالها (utm_source=newsletter وutm_medium=email وutm_campaign، يعني السمية ديال الرسالة)، وهوما بحال بحال عند كاع المشتركين: عمرهم ما كيكون فيهم شي حاجة خاصة بيك. والزيارات اللي كيجيبو كتتحسب رسالة برسالة، بحال أي زيارة (شوف «الكوكيز وقياس الزيارات»)، وعمرها ما كتتحسب شخص بشخص؛ وإلا كتبتي لينا فشي زيارة بحال هادي، الطلب ديالك كيحتفظ بالرسالة بلي منها جا، بحال أي طلب. الرابط الوحيد اللي خاص بيك هو ديال إلغاء الاشتراك: كل رسالة فيها رابط باين باش تلغي الاشتراك، وتقدر تلغيه بكليكة وحدة من البريد ديالك.\n\nإلا شي سيرفور ديال البريد رفض العنوان ديالك نهائيا، كنحبسو ما نكتبو ليك؛ والعنوان كيتمسح من بعد 30 يوم، بحال من بعد إلغاء الاشتراك. العنوان اللي جا من شي ليستة أخرى ما كيوصلوش الرسائل ديالنا حتى يأكد التسجيل ديالو، إلا إلا كانت الموافقة ديالك تاخدات فبلاصة أخرى، وهادشي كنسجلوه.',
      },
      closing: {
        body: 'عندكم شي سؤال على البيانات ديالكم؟ كتبو لينا على [{email}](mailto:{email}).',
      },
    },
  },
};
