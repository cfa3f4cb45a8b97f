import type { LandingSeed } from '../landing-seeds';

export const cransMontana: LandingSeed = {
  slug: 'crans-montana',
  kind: 'region',
  areaServed: 'Crans-Montana, Valais, Switzerland',
  country: 'CH',
  text: {
    fr: {
      title: 'Automatisation IA pour le golf et le luxe à Crans-Montana',
      description:
        'Assistants IA, réservations automatisées et sites multilingues pour les golfs, hôtels, résidences et boutiques de Crans-Montana. Consultation gratuite de 15 min.',
      heroTitle: "L'excellence du service à Crans-Montana, automatisée avec discrétion",
      heroDescription:
        "Golf, ski, hôtels raffinés et résidences secondaires : vos clients attendent une réponse rapide et personnelle toute l'année. Nous mettons l'IA au service de vos équipes, en coulisses.",
      sectionTitle: 'Nos solutions pour Crans-Montana',
      features: [
        {
          title: "Réservations de golf et d'activités",
          description:
            'Départs, cours, locations et tables réservés via un assistant disponible 24h/24 sur votre site et sur WhatsApp, synchronisé avec vos outils.',
        },
        {
          title: 'Conciergerie pour résidences secondaires',
          description:
            'Ouverture du chalet, ménage, livraisons, maintenance : des workflows n8n orchestrent les prestataires et tiennent les propriétaires informés.',
        },
        {
          title: 'Relation client haut de gamme',
          description:
            'Préférences, séjours et demandes particulières centralisés pour personnaliser chaque échange, avec des relances automatiques au bon moment.',
        },
        {
          title: 'Sites élégants et multilingues',
          description:
            'Un site rapide en français, anglais et arabe, livré dès 48h, qui reflète le positionnement de votre établissement et transforme les visites en demandes.',
        },
      ],
      intro: [
        "Sur son haut plateau ensoleillé du Valais, Crans-Montana conjugue deux saisons fortes : le ski en hiver et le golf en été, avec le parcours de Crans-sur-Sierre qui accueille l'Omega European Masters. Hôtels de standing, résidences secondaires, boutiques de luxe et une école hôtelière internationale font vivre la station toute l'année.",
        "La clientèle est internationale, fidèle et exigeante. Elle réserve par téléphone, par e-mail ou par messagerie, parfois depuis un autre continent, et attend la même qualité de réponse à toute heure. En coulisses, les équipes jonglent avec les pics d'événements, les propriétaires absents et les prestataires.",
        "L'automatisation permet de tenir ce niveau sans alourdir les équipes : un assistant qui répond immédiatement, des processus qui s'enchaînent seuls et des données clients enfin réunies. Le service reste humain ; seules les tâches répétitives passent à la machine.",
      ],
    },
    en: {
      title: 'AI automation for golf and luxury in Crans-Montana',
      description:
        "AI assistants, automated bookings and multilingual websites for Crans-Montana's golf clubs, hotels, residences and boutiques. Free 15-minute consultation.",
      heroTitle: 'Excellent service in Crans-Montana, discreetly automated',
      heroDescription:
        'Golf, skiing, refined hotels and second homes: your clients expect a fast, personal answer all year round. We put AI to work for your teams, behind the scenes.',
      sectionTitle: 'Our solutions for Crans-Montana',
      features: [
        {
          title: 'Golf and activity bookings',
          description:
            'Tee times, lessons, rentals and tables booked through an assistant available 24/7 on your website and on WhatsApp, in sync with your tools.',
        },
        {
          title: 'Concierge for second homes',
          description:
            'Opening the chalet, cleaning, deliveries, maintenance: n8n workflows orchestrate the contractors and keep owners informed.',
        },
        {
          title: 'Premium client relations',
          description:
            'Preferences, stays and special requests centralised so every exchange feels personal, with automatic follow-ups at the right moment.',
        },
        {
          title: 'Elegant multilingual websites',
          description:
            "A fast site in French, English and Arabic, delivered in as little as 48h, that reflects your establishment's standing and turns visits into enquiries.",
        },
      ],
      intro: [
        'On its sunny high plateau in Valais, Crans-Montana combines two strong seasons: skiing in winter and golf in summer, with the Crans-sur-Sierre course hosting the Omega European Masters. Upscale hotels, second homes, luxury boutiques and an international hospitality school keep the resort busy all year.',
        'Its clients are international, loyal and demanding. They book by phone, e-mail or messaging, sometimes from another continent, and expect the same quality of answer at any hour. Behind the scenes, teams juggle event peaks, absent owners and contractors.',
        'Automation lets you hold that standard without overloading your teams: an assistant that answers immediately, processes that run on their own and client data finally in one place. Service stays human; only the repetitive tasks go to the machine.',
      ],
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي للغولف والفخامة في كران مونتانا',
      description:
        'مساعدون أذكياء وحجوزات مؤتمتة ومواقع متعددة اللغات لملاعب الغولف والفنادق والإقامات والمتاجر في كران مونتانا. استشارة مجانية مدتها 15 دقيقة.',
      heroTitle: 'تميّز الخدمة في كران مونتانا، مؤتمت بكل تكتّم',
      heroDescription:
        'الغولف والتزلج والفنادق الراقية والمساكن الثانوية: ينتظر عملاؤكم رداً سريعاً وشخصياً على مدار السنة. نضع الذكاء الاصطناعي في خدمة فرقكم، خلف الكواليس.',
      sectionTitle: 'حلولنا لكران مونتانا',
      features: [
        {
          title: 'حجوزات الغولف والأنشطة',
          description:
            'مواعيد الانطلاق والدروس والتأجير والطاولات تُحجز عبر مساعد متاح على مدار الساعة على موقعكم وعلى WhatsApp، ومتزامن مع أدواتكم.',
        },
        {
          title: 'كونسيرج للمساكن الثانوية',
          description:
            'فتح الشاليه والتنظيف والتوصيل والصيانة: سير عمل n8n ينظم مقدمي الخدمات ويُبقي الملاك على اطلاع دائم.',
        },
        {
          title: 'علاقة عملاء راقية',
          description:
            'تُجمع التفضيلات والإقامات والطلبات الخاصة لإضفاء طابع شخصي على كل تواصل، مع متابعات آلية في الوقت المناسب.',
        },
        {
          title: 'مواقع أنيقة متعددة اللغات',
          description:
            'موقع سريع بالفرنسية والإنجليزية والعربية، يُسلَّم خلال 48 ساعة، يعكس مكانة مؤسستكم ويحوّل الزيارات إلى طلبات.',
        },
      ],
      intro: [
        'على هضبتها المشمسة في كانتون فاليه، تجمع كران مونتانا بين موسمين قويين: التزلج شتاءً والغولف صيفاً، إذ يستضيف ملعب كران سور سيير بطولة أوميغا الأوروبية للماسترز. وتُبقي الفنادق الراقية والمساكن الثانوية والمتاجر الفاخرة ومدرسة فندقية دولية المنتجعَ نابضاً بالحياة طوال العام.',
        'العملاء هنا دوليون وأوفياء ومتطلبون. يحجزون بالهاتف أو البريد الإلكتروني أو تطبيقات المراسلة، أحياناً من قارة أخرى، وينتظرون جودة الرد نفسها في أي ساعة. وخلف الكواليس، توازن الفرق بين ذروات الفعاليات وغياب الملاك ومقدمي الخدمات.',
        'تتيح الأتمتة الحفاظ على هذا المستوى دون إثقال كاهل الفرق: مساعد يرد فوراً، وعمليات تتسلسل وحدها، وبيانات عملاء مجمعة أخيراً في مكان واحد. تبقى الخدمة إنسانية، ولا تنتقل إلى الآلة إلا المهام المتكررة.',
      ],
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي للگولف والفخامة ف كران مونتانا',
      description:
        'مساعدين أذكياء، حجوزات أوتوماتيكية وسيتات بزاف ديال اللغات للگولف والأوطيلات والإقامات والبوتيكات ف كران مونتانا. استشارة فابور ديال 15 دقيقة.',
      heroTitle: 'خدمة ف القمة ف كران مونتانا، مأتمتة بالتكتم',
      heroDescription:
        'الگولف، السكي، أوطيلات راقية وديور ديال العطلة: الكليان ديالكم كيتسناو جواب زربان وشخصي طول العام. حنا كنحطو الذكاء الاصطناعي ف خدمة الفرقة ديالكم، من ورا الستار.',
      sectionTitle: 'الحلول ديالنا لكران مونتانا',
      features: [
        {
          title: 'حجز الگولف والأنشطة',
          description:
            'أوقات اللعب، الدروس، الكرا والطبالي كيتحجزو عبر مساعد خدام 24/24 ف السيت ديالكم وف WhatsApp، ومربوط مع الأدوات ديالكم.',
        },
        {
          title: 'كونسيرج لديور العطلة',
          description:
            'فتيح الشاليه، التنقية، التوصيل والصيانة: workflows ديال n8n كينظمو الناس اللي كيخدمو معاكم وكيخليو مالين الدار على علم.',
        },
        {
          title: 'علاقة راقية مع الكليان',
          description:
            'الذوق، الإقامات والطلبات الخاصة كيتجمعو باش كل تواصل يكون شخصي، مع تذكيرات أوتوماتيكية ف الوقت المناسب.',
        },
        {
          title: 'سيتات أنيقة بزاف ديال اللغات',
          description:
            'سيت زربان بالفرنساوية والنجليزية والعربية، كيوجد ف 48 ساعة، كيبيّن المستوى ديال المؤسسة ديالكم وكيحوّل الزيارات لطلبات.',
        },
      ],
      intro: [
        'ف الهضبة المشمسة ديالها ف كانتون فاليه، كران مونتانا عندها جوج مواسم قويين: السكي ف الشتا والگولف ف الصيف، والملعب ديال كران سور سيير كيستقبل بطولة Omega European Masters. أوطيلات راقية، ديور ديال العطلة، بوتيكات فاخرة ومدرسة فندقية دولية كيخليو المحطة حية طول العام.',
        'الكليان هنا دوليين، أوفياء وكيطلبو بزاف. كيحجزو بالتيليفون ولا الإيمايل ولا الميساجات، شي مرات من قارة أخرى، وكيتسناو نفس الجودة ف الجواب ف أي ساعة. ومن ورا الستار، الفرق كتلعب بين الضغط ديال الفعاليات، مالين الديور اللي غايبين والناس اللي كيخدمو معاهم.',
        'الأتمتة كتخليك تحافظ على هاد المستوى بلا ما تثقل على الفرقة: مساعد كيجاوب ف الحين، خدمة كتمشي بوحدها ومعلومات الكليان مجموعين أخيراً ف بلاصة وحدة. الخدمة كتبقى إنسانية، غير الخدمة اللي كتعاود هي اللي كتمشي للماكينة.',
      ],
    },
  },
};
